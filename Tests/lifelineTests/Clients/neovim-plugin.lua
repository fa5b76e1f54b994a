-- Checks the plugin in Editors/neovim in headless Neovim, loaded by the install recipes of its
-- README (read from the README itself, so the two cannot drift):
--   1. each recipe (lazy.nvim, packer, vim-plug, local checkout) puts <checkout>/Editors/neovim on
--      the runtimepath and runs setup(); the plugin managers are stood in for (no network);
--   2. the plugin's version choices (`_api_for(has)`) for Neovim 0.7 to 0.12, with a fake `has`;
--   3. the server attaches to a Swift buffer: diagnostics, hover, "Convert to @StateObject" saved;
--   4. require('lifeline').view_at_cursor asks the server (lifeline.viewAt), beside a second
--      language server on the same buffer that the plugin leaves attached;
--   5. :LifelineVisualize sends [null, uri, position] (or the name given) and gets the address;
--   6. :LifelineCheck fills the quickfix list;
--   7. the plugin called nothing this Neovim deprecates.
-- Reads LIFELINE_BIN, LIFELINE_ROOT (a copy of Examples/), LIFELINE_PLUGIN (Editors/neovim of the
-- repository) and HOME (a temporary folder: the parent of LIFELINE_ROOT); results go to
-- $LIFELINE_OUT as JSON for NeovimPluginTests. Helpers shared with neovim-keys.lua are in
-- neovim-support.lua beside this file.
local out = os.getenv('LIFELINE_OUT')
local root = os.getenv('LIFELINE_ROOT')
local bin = os.getenv('LIFELINE_BIN')
local plugin_folder = os.getenv('LIFELINE_PLUGIN')
local support = dofile(debug.getinfo(1, 'S').source:sub(2):match('^(.*/)') .. 'neovim-support.lua')
local has, recipe, find = support.has, support.recipe, support.find
local result = { diagnostics = {}, actions = {}, quickfix = {}, recipes = {}, api = {}, view_at = {}, deprecated_calls = {}, deprecation_traps = {} }

local finish = support.finisher(result, out)

-- The functions a Neovim deprecates once it has their replacement: while the test runs, a call
-- to one of them from the plugin's file is recorded (and fails the test). Only the functions
-- deprecated in the running version are trapped, so on 0.7 the list is empty: there the version
-- choices are checked by `_api_for` (step 2) instead.
local plugin_file = 'lua/lifeline/init.lua'

-- Records `name` when the plugin's code is one of the frames `first`..`last` above the function
-- that calls record_deprecated (1: the code that called that function).
local function record_deprecated(name, first, last)
  for level = first + 2, last + 2 do
    local frame = debug.getinfo(level, 'S')
    if frame and frame.source:find(plugin_file, 1, true) then
      if not vim.tbl_contains(result.deprecated_calls, name) then table.insert(result.deprecated_calls, name) end
      return
    end
  end
end

local function trap(path, since)
  if not has(since) then return end
  local names = {}
  for name in path:gmatch('[^.]+') do table.insert(names, name) end
  local parent = vim
  for i = 2, #names - 1 do parent = parent[names[i]] end
  local key = names[#names]
  local original = parent[key]
  if type(original) ~= 'function' then return end
  parent[key] = function(...)
    record_deprecated(path, 1, 1) -- the plugin called it
    return original(...)
  end
  table.insert(result.deprecation_traps, path)
end

local function install_traps()
  trap('vim.lsp.buf_get_clients', 'nvim-0.10')
  trap('vim.lsp.get_active_clients', 'nvim-0.10')
  trap('vim.tbl_islist', 'nvim-0.10')
  trap('vim.lsp.start_client', 'nvim-0.11')
  trap('vim.lsp.buf.execute_command', 'nvim-0.11')
  if has('nvim-0.10') and vim.uv then
    local real = vim.uv
    vim.loop = setmetatable({}, { __index = function(_, key)
      record_deprecated('vim.loop', 1, 1)
      return real[key]
    end })
    table.insert(result.deprecation_traps, 'vim.loop')
  end
  -- Whatever else Neovim itself reports as deprecated (client.request with a dot on 0.11, …).
  if type(vim.deprecate) == 'function' then
    local original = vim.deprecate
    vim.deprecate = function(name, ...)
      record_deprecated(tostring(name), 2, 3) -- the plugin called what warns
      return original(name, ...)
    end
    table.insert(result.deprecation_traps, 'vim.deprecate')
  end
end

-- The README's recipes --------------------------------------------------------------------------

-- Takes the plugin off the runtimepath and out of Lua's modules, so the next recipe loads it anew.
local function unload_plugin()
  for _, path in ipairs(vim.opt.runtimepath:get()) do
    if path:find('Editors/neovim', 1, true) then vim.opt.runtimepath:remove(path) end
  end
  package.loaded['lifeline'] = nil
  pcall(vim.api.nvim_del_user_command, 'LifelineVisualize')
  pcall(vim.api.nvim_del_user_command, 'LifelineCheck')
  assert(#vim.api.nvim_get_runtime_file('lua/lifeline/init.lua', true) == 0, 'the plugin is still on the runtimepath')
end

local function check_loaded(name, checkout)
  support.check_loaded(name, checkout)
  table.insert(result.recipes, name)
end

local function run_recipes(checkout)
  local readme = assert(io.open(plugin_folder .. '/README.md')):read('*a')

  -- lazy.nvim: a spec whose `config` gets the plugin (its `dir` is the clone).
  unload_plugin()
  local language, body = recipe(readme, 'lazy.nvim')
  assert(language == 'lua', 'the lazy.nvim recipe is not Lua')
  local spec = assert(loadstring(body, '=lazy.nvim recipe'))()
  assert(spec[1] == 'lifeline-swift/lifeline', 'the lazy.nvim spec names ' .. tostring(spec[1]))
  assert(type(spec.config) == 'function', 'the lazy.nvim spec has no config function')
  spec.config({ name = 'lifeline', dir = checkout }, spec.opts or {})
  check_loaded('lazy.nvim', checkout)

  -- packer: `use` with `rtp`, then `config`.
  unload_plugin()
  language, body = recipe(readme, 'packer')
  assert(language == 'lua', 'the packer recipe is not Lua')
  package.loaded['packer'] = {
    startup = function(declare)
      declare(function(use_spec)
        assert(use_spec[1] == 'lifeline-swift/lifeline', 'packer: the spec names ' .. tostring(use_spec[1]))
        assert(use_spec.rtp, 'packer: the spec has no rtp')
        vim.opt.runtimepath:append(checkout .. '/' .. use_spec.rtp)
        if use_spec.config then use_spec.config() end
      end)
    end,
  }
  assert(loadstring(body, '=packer recipe'))()
  package.loaded['packer'] = nil
  check_loaded('packer', checkout)

  -- vim-plug: a stand-in autoload/plug.vim, as vim-plug installs itself: plug#begin defines
  -- :Plug, which records the plugin; plug#end adds <clone>/<rtp> to the runtimepath.
  unload_plugin()
  language, body = recipe(readme, 'vim-plug')
  assert(language == 'vim', 'the vim-plug recipe is not Vim script')
  local stand_in = vim.fn.fnamemodify(checkout, ':h:h') .. '/vim-plug-stand-in'
  vim.fn.mkdir(stand_in .. '/autoload', 'p')
  local plug = assert(io.open(stand_in .. '/autoload/plug.vim', 'w'))
  plug:write(table.concat({
    'function! plug#begin(...) abort',
    '  let s:plugs = []',
    '  command! -nargs=+ -bar Plug call plug#(<args>)',
    'endfunction',
    'function! plug#(repository, ...) abort',
    '  call add(s:plugs, [a:repository, a:0 > 0 ? a:1 : {}])',
    'endfunction',
    'function! plug#end() abort',
    '  delcommand Plug',
    '  for [repository, options] in s:plugs',
    "    if repository !=# 'lifeline-swift/lifeline' | throw 'vim-plug: the recipe names ' . repository | endif",
    "    let &runtimepath .= ',' . g:lifeline_test_checkout . '/' . get(options, 'rtp', '')",
    '  endfor',
    'endfunction',
  }, '\n') .. '\n')
  plug:close()
  vim.g.lifeline_test_checkout = checkout
  vim.opt.runtimepath:append(stand_in)
  vim.cmd(body)
  vim.opt.runtimepath:remove(stand_in)
  check_loaded('vim-plug', checkout)

  -- A local checkout: the recipe as written (it reads ~/src/lifeline); kept for the rest.
  unload_plugin()
  language, body = recipe(readme, 'local checkout')
  assert(language == 'lua', 'the local checkout recipe is not Lua')
  assert(loadstring(body, '=local checkout recipe'))()
  check_loaded('local checkout', checkout)
end

-- The version choices, for any version ----------------------------------------------------------

-- A `has` answering like Neovim `version` ('0.10') would, for 'nvim-0.X' features.
local function fake_has(version)
  local major, minor = version:match('^(%d+)%.(%d+)$')
  major, minor = tonumber(major), tonumber(minor)
  return function(feature)
    local fmajor, fminor = feature:match('^nvim%-(%d+)%.(%d+)')
    if not fmajor then return false end
    fmajor, fminor = tonumber(fmajor), tonumber(fminor)
    return fmajor < major or (fmajor == major and fminor <= minor)
  end
end

local old = { setup = 'FileType autocmd', start = 'vim.lsp.start', clients = 'vim.lsp.get_active_clients', request = 'client.request', islist = 'vim.tbl_islist', uv = 'vim.loop', open = 'jobstart', keys = 'K+gra' }
local expected_api = {
  ['0.7'] = vim.tbl_extend('force', old, { start = 'vim.lsp.start_client+vim.lsp.buf_attach_client', clients = 'vim.lsp.buf_get_clients' }),
  ['0.8'] = vim.tbl_extend('force', old, { start = 'vim.lsp.start in nvim_buf_call' }),
  ['0.9'] = old,
  ['0.10'] = vim.tbl_extend('force', old, { clients = 'vim.lsp.get_clients', islist = 'vim.islist', uv = 'vim.uv', open = 'vim.ui.open', keys = 'gra' }),
  ['0.11'] = { setup = 'vim.lsp.config+vim.lsp.enable', start = 'vim.lsp.start', clients = 'vim.lsp.get_clients', request = 'client:request', islist = 'vim.islist', uv = 'vim.uv', open = 'vim.ui.open', keys = 'none' },
}
expected_api['0.12'] = expected_api['0.11']

local function check_api_choices(lifeline)
  for version, expected in pairs(expected_api) do
    local chosen = lifeline._api_for(fake_has(version))
    result.api[version] = chosen
    assert(vim.deep_equal(chosen, expected), 'Neovim ' .. version .. ': the plugin chooses ' .. vim.inspect(chosen) .. ', not ' .. vim.inspect(expected))
  end
  local running = expected_api[result.version]
  if running then
    assert(vim.deep_equal(lifeline._api, running), 'the running Neovim\'s choices ' .. vim.inspect(lifeline._api) .. ' are not ' .. vim.inspect(running))
  end
  result.running_api = lifeline._api
end

local fixture = table.concat({
  'import SwiftUI',
  '',
  'struct SettingsViewModel {',
  '    var title = "Settings"',
  '}',
  '',
  'struct CounterView: View {',
  '    @State private var count = 0',
  '',
  '    var body: some View {',
  '        Text("Zähler: \\(count)")',
  '    }',
  '}',
  '',
  'extension CounterView {',
  '    var doubled: Int { count * 2 }',
  '}',
  '',
}, '\n')

local ok, err = pcall(function()
  result.version = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor)
  install_traps()

  -- The recipes use ~/src/lifeline and `lifeline` on PATH: both made in the temporary home.
  local checkout = support.prepare_home(root, plugin_folder, bin)

  -- A file with a model next to a view, for the view at the cursor; indexed with the others.
  local file = assert(io.open(root .. '/CursorViews.swift', 'w'))
  file:write(fixture)
  file:close()

  run_recipes(checkout)
  local lifeline = require('lifeline')
  result.cmd = lifeline.config.cmd
  check_api_choices(lifeline)

  -- Every request the plugin sends, with its answer.
  local sent = {}
  local send = lifeline.request
  lifeline.request = function(client, method, params, handler, bufnr)
    local record = { method = method, params = params }
    table.insert(sent, record)
    return send(client, method, params, function(e, answer, ...)
      record.done, record.err, record.result = true, e, answer
      return handler(e, answer, ...)
    end, bufnr)
  end

  -- 3. A Swift buffer: the server attaches, diagnostics, hover, a code action saved.
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/ScorePlate.swift'))
  local bufnr = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[bufnr].filetype
  assert(vim.wait(30000, function() return lifeline.client(bufnr) ~= nil end, 50), 'the plugin did not attach the server')
  assert(vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50), 'no diagnostics within 30 s')
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(result.diagnostics, { code = d.code, line = d.lnum }) end
  local client = lifeline.client(bufnr)

  local row, column = find(bufnr, '@ObservedObject var model = ScoreModel()', 'model')
  local line, character = row - 1, column
  local uri = vim.uri_from_bufnr(bufnr)
  local hovers = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = line, character = character } }, 30000)
  for _, answer in pairs(hovers or {}) do
    if answer.result and answer.result.contents then result.hover = answer.result.contents.value end
  end

  local point = { line = line, character = character }
  local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', { textDocument = { uri = uri }, range = { start = point, ['end'] = point }, context = { diagnostics = {} } }, 30000)
  local chosen
  for _, answer in pairs(answers or {}) do
    for _, action in ipairs(answer.result or {}) do
      table.insert(result.actions, action.title)
      if action.title == 'Convert to @StateObject' then chosen = action end
    end
  end
  assert(chosen, 'no "Convert to @StateObject" action')
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  vim.cmd('write')

  -- 4. The view at the cursor, from the server, beside another server on the same buffer.
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/CursorViews.swift'))
  local views = vim.api.nvim_get_current_buf()
  assert(vim.wait(30000, function() return lifeline.client(views) ~= nil end, 50), 'the plugin did not attach the server to CursorViews.swift')
  local other = support.start_other_server(views, bin, root)
  assert(other, 'the second server did not start')
  assert(vim.wait(30000, function() return vim.tbl_contains(support.client_names(views), 'other-server') end, 50), 'the second server did not attach')

  local function view_at(line_text, needle)
    local at_row, at_column, text = find(views, line_text, needle)
    vim.api.nvim_win_set_cursor(0, { at_row, at_column })
    local before = #sent
    local done, name, failure = false, nil, nil
    lifeline.view_at_cursor(function(n, _, e) done, name, failure = true, n, e end)
    assert(vim.wait(30000, function() return done end, 20), 'lifeline.viewAt did not answer')
    assert(not failure, 'lifeline.viewAt failed: ' .. tostring(failure))
    -- What was sent: the document, and the cursor in the client's encoding (UTF-16 here).
    local request = sent[before + 1]
    assert(request and request.params.command == 'lifeline.viewAt', 'view_at_cursor did not send lifeline.viewAt')
    local arguments = request.params.arguments
    assert(arguments[1] == vim.uri_from_bufnr(views), 'lifeline.viewAt was sent ' .. vim.inspect(arguments[1]))
    local expected_character = vim.fn.strchars(text:sub(1, at_column)) -- UTF-16 units: every character here is in the BMP
    if lifeline.client(views).offset_encoding == 'utf-8' then expected_character = at_column end
    assert(arguments[2].line == at_row - 1 and arguments[2].character == expected_character,
      'lifeline.viewAt was sent ' .. vim.inspect(arguments[2]) .. ' for row ' .. at_row .. ', byte ' .. at_column)
    return name == nil and vim.NIL or name
  end
  result.view_at.model_name = view_at('struct SettingsViewModel {', 'SettingsViewModel')
  result.view_at.model_body = view_at('var title = "Settings"', 'title')
  result.view_at.view_name = view_at('struct CounterView: View {', 'CounterView')
  result.view_at.view_body = view_at('Text("Zähler: ', 'count')
  result.view_at.extension = view_at('var doubled: Int', 'count')
  assert(result.view_at.model_name == vim.NIL and result.view_at.model_body == vim.NIL, 'a model is not a view: ' .. vim.inspect(result.view_at))
  assert(result.view_at.view_body == 'CounterView' and result.view_at.extension == 'CounterView', 'the view at the cursor: ' .. vim.inspect(result.view_at))

  result.clients_beside = support.client_names(views)
  assert(vim.deep_equal(result.clients_beside, { 'lifeline', 'other-server' }), 'the buffer\'s clients: ' .. vim.inspect(result.clients_beside))

  -- 5. :LifelineVisualize without a name: the view at the cursor, found by the server.
  vim.cmd('buffer ' .. bufnr)
  vim.api.nvim_win_set_cursor(0, { row, column })
  local function visualize(command)
    local before = #sent
    vim.cmd(command)
    local request = sent[before + 1]
    assert(request and request.params.command == 'lifeline.visualize', command .. ' did not send lifeline.visualize')
    assert(vim.wait(30000, function() return request.done end, 20), command .. ': no answer')
    assert(not request.err, command .. ': ' .. vim.inspect(request.err))
    return request.params.arguments, request.result and request.result ~= vim.NIL and request.result.uri or nil
  end
  local arguments, address = visualize('LifelineVisualize')
  result.visualize = address
  result.visualize_sent = { name_is_null = arguments[1] == vim.NIL, uri = arguments[2], position = arguments[3] }
  assert(arguments[1] == vim.NIL and arguments[2] == uri, ':LifelineVisualize sent ' .. vim.inspect(arguments))
  assert(arguments[3] and arguments[3].line == line and arguments[3].character == character, ':LifelineVisualize sent the position ' .. vim.inspect(arguments[3]))
  assert(address and address:find('?root=ScorePlate', 1, true), ':LifelineVisualize answered ' .. tostring(address))

  arguments, address = visualize('LifelineVisualize CounterView')
  result.visualize_named = address
  assert(arguments[1] == 'CounterView', ':LifelineVisualize CounterView sent ' .. vim.inspect(arguments))
  assert(address and address:find('?root=CounterView', 1, true), ':LifelineVisualize CounterView answered ' .. tostring(address))

  -- 6. :LifelineCheck on the project (the saved file has one finding fewer).
  vim.fn.setqflist({}, ' ', { title = 'before the check' })
  vim.cmd('LifelineCheck')
  assert(vim.wait(60000, function() return vim.fn.getqflist({ title = 1 }).title:find('^lifeline check ') ~= nil end, 50), ':LifelineCheck did not finish')
  for _, item in ipairs(vim.fn.getqflist()) do table.insert(result.quickfix, item.text) end

  -- The other server is still attached after all that.
  assert(vim.tbl_contains(support.client_names(views), 'other-server'), 'the second server was detached')

  -- 7. Nothing deprecated in this Neovim was called by the plugin.
  assert(#result.deprecated_calls == 0, 'the plugin called deprecated functions: ' .. table.concat(result.deprecated_calls, ', '))
end)
finish(ok, err)
