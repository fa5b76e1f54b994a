-- Lifeline for Neovim: starts `lifeline lsp` for Swift buffers and adds :LifelineVisualize and
-- :LifelineCheck. All the logic is in the server; this file only launches it and maps settings.
-- Works with Neovim 0.8+ (vim.lsp.start) and 0.7 (vim.lsp.start_client).
local M = {}

local defaults = {
  -- The server command; `lifeline` must be on PATH, or give its full path.
  cmd = { 'lifeline', 'lsp' },
  -- Sent to the server as initializationOptions and workspace/configuration (`lifeline` section).
  settings = {
    -- toolchain = 'xcode27', -- or 'xcode26'; unset, the project's .lifeline.json decides (xcode26 when it says nothing)
    disabled = {}, -- rule ids to turn off
    severities = {}, -- rule id -> 'error' | 'warning' | 'info'
  },
  filetypes = { 'swift' },
  -- Files or folders that mark a project's root.
  root_markers = { 'Package.swift', '.lifeline.json', '.git' },
}

M.config = vim.deepcopy(defaults)

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

local function client_config(bufnr)
  local settings = { lifeline = M.config.settings }
  return {
    name = 'lifeline',
    cmd = M.config.cmd,
    root_dir = root_for(bufnr),
    init_options = M.config.settings,
    settings = settings,
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

--- The running Lifeline client for a buffer, if any.
function M.client(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == 'lifeline' then return client end
  end
  return nil
end

--- Starts (or reuses) the server for a buffer.
function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  if M.client(bufnr) then return end
  local config = client_config(bufnr)
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = bufnr })
  else
    -- Neovim 0.7: one client per root, attached by hand.
    M._clients = M._clients or {}
    local id = M._clients[config.root_dir]
    if not id or not vim.lsp.get_client_by_id(id) then
      id = vim.lsp.start_client(config)
      M._clients[config.root_dir] = id
    end
    if id then vim.lsp.buf_attach_client(bufnr, id) end
  end
end

local function open_address(address)
  if vim.ui and vim.ui.open then return vim.ui.open(address) end
  local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
  if vim.fn.executable(opener) == 1 and (os.getenv('DISPLAY') or os.getenv('WAYLAND_DISPLAY') or vim.fn.has('mac') == 1) then
    vim.fn.jobstart({ opener, address }, { detach = true })
  end
  vim.notify('Lifeline visualizer: ' .. address)
end

--- The name of the view around the cursor: the nearest `struct Name: ... View` above it.
local function view_at_cursor(bufnr)
  local row = vim.api.nvim_win_get_cursor(0)[1]
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, row, false)
  for i = #lines, 1, -1 do
    local name = lines[i]:match('struct%s+([%w_]+)[^{]*View')
    if name then return name end
  end
  return nil
end

--- :LifelineVisualize [View]: opens the lifecycle visualizer for a view (the one around the
--- cursor by default). The server answers with the page's address.
function M.visualize(view)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then return vim.notify('Lifeline is not running for this buffer', vim.log.levels.WARN) end
  view = (view and view ~= '') and view or view_at_cursor(bufnr)
  local arguments = { view or vim.NIL, vim.uri_from_bufnr(bufnr) }
  client.request('workspace/executeCommand', { command = 'lifeline.visualize', arguments = arguments }, function(err, result)
    if err then return vim.notify('Lifeline: ' .. (err.message or tostring(err)), vim.log.levels.ERROR) end
    if result and result.uri then open_address(result.uri) end
  end, bufnr)
end

--- :LifelineCheck [path]: runs `lifeline check` on the project (or a path) and fills the quickfix
--- list with its findings.
function M.check(path, on_done)
  local bufnr = vim.api.nvim_get_current_buf()
  path = (path and path ~= '') and path or root_for(bufnr)
  local command = { M.config.cmd[1], 'check', path, '--format', 'json', '--fail-on', 'never' }
  local output = {}
  local job = vim.fn.jobstart(command, {
    stdout_buffered = true,
    on_stdout = function(_, data) output = data end,
    on_exit = function(_, status)
      local ok, findings = pcall(vim.fn.json_decode, table.concat(output, '\n'))
      if status ~= 0 or not ok or type(findings) ~= 'table' then
        vim.notify('lifeline check failed (status ' .. status .. ')', vim.log.levels.ERROR)
        if on_done then on_done(nil) end
        return
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
  if job <= 0 then vim.notify('cannot run ' .. M.config.cmd[1], vim.log.levels.ERROR) end
  return job
end

--- require('lifeline').setup({ cmd = {...}, settings = {...} })
function M.setup(options)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), options or {})
  local group = vim.api.nvim_create_augroup('lifeline', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args) M.attach(args.buf) end,
  })
  -- Buffers already open when setup runs.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then M.attach(bufnr) end
  end
  vim.api.nvim_create_user_command('LifelineVisualize', function(command) M.visualize(command.args) end, { nargs = '?' })
  vim.api.nvim_create_user_command('LifelineCheck', function(command) M.check(command.args) end, { nargs = '?', complete = 'file' })
end

return M
