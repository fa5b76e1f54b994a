-- Lifeline for Neovim: starts `lifeline lsp` for Swift buffers, maps `K` (hover) and `gra` (code
-- actions) in them where Neovim has no such keys of its own, and adds :LifelineVisualize and
-- :LifelineCheck. All the logic is in the server; this file only launches it and maps settings.
--
-- Works with Neovim 0.7 and later. Each Neovim API whose replacement came in a later version is
-- chosen by version (see `M._api_for`), so nothing deprecated is called on a version that has its
-- replacement. The plugin only ever adds its own client (named 'lifeline'): other clients of the
-- same buffer, such as sourcekit-lsp, are never stopped or detached.
local M = {}

local defaults = {
  -- The server command; `lifeline` must be on PATH, or give its full path.
  cmd = { 'lifeline', 'lsp' },
  -- Sent to the server as initializationOptions and workspace/configuration (`lifeline` section).
  settings = {
    -- toolchain = 'xcode27', -- or 'xcode26'; unset, the project's .lifeline.json decides (xcode26 when it says nothing)
    disabled = {}, -- rule ids to turn off
    severities = vim.empty_dict(), -- rule id -> 'error' | 'warning' | 'info' (an empty dict: {} would be sent as [])
  },
  filetypes = { 'swift' },
  -- Files or folders that mark a project's root.
  root_markers = { 'Package.swift', '.lifeline.json', '.git' },
  -- Keys mapped in each buffer Lifeline attaches to; `false` maps none. Each action takes `true` (its
  -- usual key, only on a Neovim without a default of its own: K before 0.10, gra before 0.11), another
  -- key, or `false`. A key the buffer already has a mapping for is never taken.
  mappings = { hover = true, code_action = true },
  -- on_attach(client, bufnr): called after the plugin's own, each time Lifeline attaches to a buffer.
  on_attach = nil,
}

M.config = vim.deepcopy(defaults)

-- Which API each job uses, by Neovim version --------------------------------------------------
-- Every chooser takes `has`, a function answering has('nvim-0.X') with true or false, so the
-- choices can be checked for any version (the tests pass a fake `has`).

--- How setup() makes Swift buffers get the server.
local function setup_api(has)
  if has('nvim-0.11') then return 'vim.lsp.config+vim.lsp.enable' end
  return 'FileType autocmd'
end

--- How one buffer's client is started by hand (M.attach, and setup before 0.11).
local function start_api(has)
  if has('nvim-0.9') then return 'vim.lsp.start' end
  -- 0.8's vim.lsp.start attaches the current buffer only (its `bufnr` option came in 0.9).
  if has('nvim-0.8') then return 'vim.lsp.start in nvim_buf_call' end
  return 'vim.lsp.start_client+vim.lsp.buf_attach_client'
end

--- How the clients of a buffer are listed.
local function clients_api(has)
  if has('nvim-0.10') then return 'vim.lsp.get_clients' end -- get_active_clients is deprecated there
  if has('nvim-0.8') then return 'vim.lsp.get_active_clients' end -- takes { bufnr, name } from 0.8
  return 'vim.lsp.buf_get_clients'
end

--- How a client's methods are called: a method call from 0.11 (the field call is deprecated).
local function request_api(has)
  if has('nvim-0.11') then return 'client:request' end
  return 'client.request'
end

--- Whether a table is a list.
local function islist_api(has)
  if has('nvim-0.10') then return 'vim.islist' end
  return 'vim.tbl_islist'
end

--- The libuv bindings.
local function uv_api(has)
  if has('nvim-0.10') then return 'vim.uv' end
  return 'vim.loop'
end

--- How an address is opened in the browser.
local function open_api(has)
  if has('nvim-0.10') then return 'vim.ui.open' end
  return 'jobstart'
end

--- Which of the plugin's usual keys this Neovim lacks by default: from 0.10 it maps K to
--- vim.lsp.buf.hover in a buffer a client attaches to, from 0.11 gra to vim.lsp.buf.code_action.
local function keys_api(has)
  if has('nvim-0.11') then return 'none' end
  if has('nvim-0.10') then return 'gra' end
  return 'K+gra'
end

--- The API choices for a Neovim answering `has` (a function: feature -> true/false).
function M._api_for(has)
  return {
    setup = setup_api(has),
    start = start_api(has),
    clients = clients_api(has),
    request = request_api(has),
    islist = islist_api(has),
    uv = uv_api(has),
    open = open_api(has),
    keys = keys_api(has),
  }
end

local function running_has(feature) return vim.fn.has(feature) == 1 end

--- The choices for the running Neovim.
M._api = M._api_for(running_has)
local api = M._api

local uv = api.uv == 'vim.uv' and vim.uv or vim.loop
local islist = api.islist == 'vim.islist' and vim.islist or vim.tbl_islist

-- Clients and requests ----------------------------------------------------------------------

--- The clients attached to a buffer: all of them, or those named `name`.
local function buffer_clients(bufnr, name)
  local filter = { bufnr = bufnr, name = name }
  if api.clients == 'vim.lsp.get_clients' then return vim.lsp.get_clients(filter) end
  if api.clients == 'vim.lsp.get_active_clients' then return vim.lsp.get_active_clients(filter) end
  local found = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if name == nil or client.name == name then table.insert(found, client) end
  end
  return found
end

--- The Lifeline clients attached to a buffer.
local function lifeline_clients(bufnr) return buffer_clients(bufnr, 'lifeline') end

--- The running Lifeline client for a buffer, if any.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  return lifeline_clients(bufnr)[1]
end

--- Sends a request through a client, the way this Neovim wants it called; `handler(err, result,
--- ctx)` gets the answer.
function M.request(client, method, params, handler, bufnr)
  if api.request == 'client:request' then return client:request(method, params, handler, bufnr) end
  return client.request(method, params, handler, bufnr)
end

--- Like M.request, but waits (up to `timeout` ms) and returns `{ err = ..., result = ... }`.
function M.request_sync(client, method, params, timeout, bufnr)
  if api.request == 'client:request' then return client:request_sync(method, params, timeout, bufnr) end
  return client.request_sync(method, params, timeout, bufnr)
end

-- Hover and keys ------------------------------------------------------------------------------

local function is_blank(line) return line:match('^%s*$') ~= nil end

-- A hover's contents as Markdown lines, blank lines at either end left out.
local function hover_lines(contents)
  local lines = vim.lsp.util.convert_input_to_markdown_lines(contents)
  while #lines > 0 and is_blank(lines[1]) do table.remove(lines, 1) end
  while #lines > 0 and is_blank(lines[#lines]) do table.remove(lines) end
  return lines
end

--- Hover, asked of every server of the current buffer that answers hovers (Lifeline's and, beside
--- it, SourceKit-LSP's), shown in one floating window when all have answered: the answers in the
--- order the servers started, separated by `---`. (Neovim 0.7's vim.lsp.buf.hover shows the first
--- answer only, and a second one moves the cursor into the first one's window.)
function M.hover()
  local bufnr = vim.api.nvim_get_current_buf()
  local win = vim.api.nvim_get_current_win()
  local cursor = vim.api.nvim_win_get_cursor(win)
  local clients = {}
  for _, client in ipairs(buffer_clients(bufnr)) do
    if client.server_capabilities and client.server_capabilities.hoverProvider then table.insert(clients, client) end
  end
  table.sort(clients, function(a, b) return a.id < b.id end)
  if #clients == 0 then return vim.notify('No language server of this buffer answers hovers', vim.log.levels.INFO) end

  local answers, pending = {}, #clients
  local function show()
    -- Not where the cursor has gone since.
    if vim.api.nvim_get_current_win() ~= win or vim.api.nvim_win_get_buf(win) ~= bufnr then return end
    if not vim.deep_equal(vim.api.nvim_win_get_cursor(win), cursor) then return end
    local lines = {}
    for i = 1, #clients do
      local part = answers[i] and hover_lines(answers[i]) or {}
      if #part > 0 then
        if #lines > 0 then vim.list_extend(lines, { '', '---', '' }) end
        vim.list_extend(lines, part)
      end
    end
    if #lines == 0 then return vim.notify('No information available', vim.log.levels.INFO) end
    vim.lsp.util.open_floating_preview(lines, 'markdown', { focus_id = 'textDocument/hover' })
  end
  local function answered()
    pending = pending - 1
    if pending == 0 then show() end
  end
  for i, client in ipairs(clients) do
    local params = vim.lsp.util.make_position_params(win, client.offset_encoding)
    local sent = M.request(client, 'textDocument/hover', params, function(err, result)
      if not err and type(result) == 'table' and result.contents then answers[i] = result.contents end
      answered()
    end, bufnr)
    if not sent then answered() end -- the client has stopped: no answer will come
  end
end

-- What each mapping does; `key` is its usual key.
local actions = {
  { name = 'hover', key = 'K', desc = 'Lifeline: hover (every server of the buffer)', run = function() M.hover() end },
  { name = 'code_action', key = 'gra', desc = 'Lifeline: code actions', run = function() vim.lsp.buf.code_action() end },
}

-- Whether `key` is mapped in normal mode in the buffer (a mapping of its own or a global one).
-- (Asked inside the buffer, and the answer kept in Lua: 0.7's nvim_buf_call garbles an empty dict.)
local function is_mapped(bufnr, key)
  local mapped = false
  vim.api.nvim_buf_call(bufnr, function() mapped = vim.fn.maparg(key, 'n', false, true).lhs ~= nil end)
  return mapped
end

-- Maps the configured keys in a buffer, leaving every key the buffer already has a mapping for.
local function map_keys(bufnr)
  local mappings = M.config.mappings
  if not mappings then return end
  for _, action in ipairs(actions) do
    local key = mappings[action.name]
    if key == true then key = api.keys:find(action.key, 1, true) and action.key or nil end
    if type(key) == 'string' and key ~= '' and not is_mapped(bufnr, key) then
      vim.keymap.set('n', key, action.run, { buffer = bufnr, silent = true, desc = action.desc })
    end
  end
end

-- Every time Lifeline attaches to a buffer: the keys, then the user's on_attach. Neovim 0.7 calls
-- on_attach in a pcall and drops its error, so errors are shown here.
local function on_attach(client, bufnr)
  local ok, err = pcall(map_keys, bufnr)
  if not ok then vim.notify('lifeline: cannot map keys: ' .. tostring(err), vim.log.levels.WARN) end
  if M.config.on_attach then
    ok, err = pcall(M.config.on_attach, client, bufnr)
    if not ok then vim.notify('lifeline: on_attach: ' .. tostring(err), vim.log.levels.ERROR) end
  end
end

-- Starting the server -------------------------------------------------------------------------

local function root_for(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  local start = name ~= '' and vim.fn.fnamemodify(name, ':p:h') or vim.fn.getcwd()
  for _, marker in ipairs(M.config.root_markers) do
    local dir = vim.fn.finddir(marker, start .. ';')
    if dir ~= '' then return vim.fn.fnamemodify(dir, ':p:h:h') end
    local file = vim.fn.findfile(marker, start .. ';')
    if file ~= '' then return vim.fn.fnamemodify(file, ':p:h') end
  end
  return start
end

-- What every Neovim version shares in the client's configuration.
local function shared_config()
  return {
    name = 'lifeline',
    cmd = M.config.cmd,
    init_options = M.config.settings,
    settings = { lifeline = M.config.settings },
    -- Reads M.config when called, so a later setup() applies to the running client's next buffers.
    on_attach = function(client, bufnr) on_attach(client, bufnr) end,
    handlers = {
      -- The server asks for its section with workspace/configuration.
      ['workspace/configuration'] = function(_, params)
        local answers = {}
        for _, item in ipairs(params.items or {}) do
          table.insert(answers, item.section == 'lifeline' and M.config.settings or vim.NIL)
        end
        return answers
      end,
    },
  }
end

-- The configuration for one buffer, its root resolved (vim.lsp.start and start_client).
local function client_config(bufnr)
  local config = shared_config()
  config.root_dir = root_for(bufnr)
  return config
end

-- The configuration vim.lsp.config takes (0.11+): the root is found for each buffer.
local function enable_config()
  local config = shared_config()
  config.filetypes = M.config.filetypes
  config.root_dir = function(bufnr, on_dir) on_dir(root_for(bufnr)) end
  return config
end

--- Starts (or reuses) the server for a buffer. setup() calls it for Swift buffers before Neovim
--- 0.11; from 0.11 vim.lsp.enable does it, and this is only for attaching other buffers by hand.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local running = M.client(bufnr)
  if running then return running end
  local config = client_config(bufnr)
  if api.start == 'vim.lsp.start' then
    -- Reuses the Lifeline client of the same root; other clients are left alone.
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  if api.start == 'vim.lsp.start in nvim_buf_call' then
    -- Neovim 0.8: vim.lsp.start attaches the current buffer, so make `bufnr` current for the call.
    vim.api.nvim_buf_call(bufnr, function() vim.lsp.start(config) end)
    return
  end
  -- Neovim 0.7: one client per root, attached by hand.
  M._clients = M._clients or {}
  local id = M._clients[config.root_dir]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    M._clients[config.root_dir] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
end

-- The view at the cursor, the visualizer ------------------------------------------------------

-- The cursor as an LSP position (0-based line, character in the client's offset encoding).
local function cursor_position(client)
  return vim.lsp.util.make_position_params(0, client.offset_encoding).position
end

local function is_null(value) return value == nil or value == vim.NIL end

--- Asks the server which SwiftUI view the cursor is in (`lifeline.viewAt`), asynchronously:
--- `callback(name, view, err)` gets the view's name and the whole answer (`name`, `range`,
--- `selectionRange`), or nil when the cursor is in no view (with `err` when the request failed).
function M.view_at_cursor(callback)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then return callback(nil, nil, 'Lifeline is not running for this buffer') end
  local params = { command = 'lifeline.viewAt', arguments = { vim.uri_from_bufnr(bufnr), cursor_position(client) } }
  M.request(client, 'workspace/executeCommand', params, function(err, result)
    if err then return callback(nil, nil, err.message or tostring(err)) end
    if is_null(result) then return callback(nil, nil, nil) end
    callback(result.name, result, nil)
  end, bufnr)
end

local function has_display()
  return vim.fn.has('mac') == 1 or vim.fn.has('win32') == 1 or os.getenv('DISPLAY') ~= nil or os.getenv('WAYLAND_DISPLAY') ~= nil
end

-- `asked`: the server's answer says it asked Neovim to open the page (window/showDocument, on the
-- Neovim versions that support it); otherwise it only showed the address.
local function open_address(address, asked)
  if asked then
    -- Neovim has opened it; say where it is, in case no browser could.
    return vim.notify('Lifeline visualizer: ' .. address)
  end
  -- The server has shown the address (window/showMessage); open it when there is a screen.
  if not has_display() then return end
  if api.open == 'vim.ui.open' then
    vim.ui.open(address)
    return
  end
  local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
  if vim.fn.executable(opener) == 1 then vim.fn.jobstart({ opener, address }, { detach = true }) end
end

--- :LifelineVisualize [View]: opens the lifecycle visualizer for a view. Without a name the
--- server shows the view the cursor is in: the request carries the document and the cursor's
--- position. `on_done(address, err)`, if given, gets the page's address.
function M.visualize(view, on_done)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then
    vim.notify('Lifeline is not running for this buffer', vim.log.levels.WARN)
    if on_done then on_done(nil, 'Lifeline is not running for this buffer') end
    return
  end
  local name = (view and view ~= '') and view or vim.NIL
  local params = { command = 'lifeline.visualize', arguments = { name, vim.uri_from_bufnr(bufnr), cursor_position(client) } }
  M.request(client, 'workspace/executeCommand', params, function(err, result)
    if err then
      vim.notify('Lifeline: ' .. (err.message or tostring(err)), vim.log.levels.ERROR)
      if on_done then on_done(nil, err.message or tostring(err)) end
      return
    end
    local address = (not is_null(result)) and result.uri or nil
    if address then open_address(address, result.showDocument == true) end
    if on_done then on_done(address, nil) end
  end, bufnr)
end

-- :LifelineCheck ------------------------------------------------------------------------------

--- :LifelineCheck [path]: runs `lifeline check` on the project (or a path) and fills the quickfix
--- list with its findings. `on_done(items)` gets the quickfix items (nil when the check failed).
function M.check(path, on_done)
  local bufnr = vim.api.nvim_get_current_buf()
  if path and path ~= '' then
    local expanded = vim.fn.expand(path) -- `~`, `%`
    path = expanded ~= '' and expanded or path
  else
    path = root_for(bufnr)
  end
  local function fail(message)
    vim.notify(message, vim.log.levels.ERROR)
    if on_done then on_done(nil) end
  end
  if not uv.fs_stat(path) then return fail('lifeline check: no such file or folder: ' .. path) end
  local command = { M.config.cmd[1], 'check', path, '--format', 'json', '--fail-on', 'never' }
  local output = {}
  local job = vim.fn.jobstart(command, {
    stdout_buffered = true,
    on_stdout = function(_, data) output = data end,
    on_exit = function(_, status)
      local ok, findings = pcall(vim.fn.json_decode, table.concat(output, '\n'))
      if status ~= 0 or not ok or type(findings) ~= 'table' then
        return fail('lifeline check failed (status ' .. status .. ')')
      end
      local items = {}
      for _, finding in ipairs(findings) do
        table.insert(items, {
          filename = finding.file, lnum = finding.line, col = finding.column,
          text = finding.message .. ' [' .. finding.rule .. ']',
          type = finding.severity == 'error' and 'E' or (finding.severity == 'warning' and 'W' or 'I'),
        })
      end
      vim.fn.setqflist({}, ' ', { title = 'lifeline check ' .. path, items = items })
      if #items > 0 then vim.cmd('copen') end
      vim.notify(('lifeline check: %d finding(s)'):format(#items))
      if on_done then on_done(items) end
    end,
  })
  if job <= 0 then fail('cannot run ' .. M.config.cmd[1]) end
  return job
end

-- setup() -------------------------------------------------------------------------------------

-- The mistake in `mappings`, or nil. `true` stands for the defaults.
local function mappings_problem(config)
  if config.mappings == true then config.mappings = vim.deepcopy(defaults.mappings) end
  if config.mappings == false then return nil end
  if type(config.mappings) ~= 'table' then return "`mappings` must be false or a table, such as { hover = 'K', code_action = false }" end
  for name, key in pairs(config.mappings) do
    local known = false
    for _, action in ipairs(actions) do known = known or action.name == name end
    if not known then return '`mappings` has no action ' .. vim.inspect(name) .. ' (hover, code_action)' end
    if type(key) ~= 'boolean' and type(key) ~= 'string' then return '`mappings.' .. name .. '` must be true, false or a key such as \'K\'' end
  end
  return nil
end

--- require('lifeline').setup({ cmd = {...}, settings = {...}, mappings = {...}, on_attach = function(client, bufnr) end })
function M.setup(options)
  local config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), options or {})
  if type(config.cmd) ~= 'table' or not islist(config.cmd) or #config.cmd == 0 then
    return vim.notify("lifeline: `cmd` must be a list, such as { 'lifeline', 'lsp' }", vim.log.levels.ERROR)
  end
  local problem = mappings_problem(config)
  if problem then return vim.notify('lifeline: ' .. problem, vim.log.levels.ERROR) end
  if config.on_attach ~= nil and type(config.on_attach) ~= 'function' then
    return vim.notify('lifeline: `on_attach` must be a function(client, bufnr)', vim.log.levels.ERROR)
  end
  M.config = config

  local group = vim.api.nvim_create_augroup('lifeline', { clear = true })
  if api.setup == 'vim.lsp.config+vim.lsp.enable' then
    -- Neovim starts it for the filetypes (buffers already open included), beside other servers.
    vim.lsp.config('lifeline', enable_config())
    vim.lsp.enable('lifeline')
  else
    vim.api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = M.config.filetypes,
      callback = function(args) M.attach(args.buf) end,
    })
    -- Buffers already open when setup runs.
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then M.attach(bufnr) end
    end
  end
  vim.api.nvim_create_user_command('LifelineVisualize', function(command) M.visualize(command.args) end, { nargs = '?' })
  vim.api.nvim_create_user_command('LifelineCheck', function(command) M.check(command.args) end, { nargs = '?', complete = 'file' })
end

return M
