-- Checks the keys the plugin in Editors/neovim maps, in headless Neovim, with the plugin loaded by
-- the README's local-checkout recipe (read from the README itself):
--   1. when Lifeline attaches to a Swift buffer, `K` and `gra` are mapped in it (where this Neovim
--      has no such default keys of its own);
--   2. `K` typed on a model property (fed as keys, so the mapping runs) shows Lifeline's hover in a
--      floating window, and the cursor stays in the file;
--   3. with a second server on the buffer (as SourceKit-LSP would be), `K` shows both answers in
--      one window; before 0.11, Neovim's own vim.lsp.buf.hover is watched too, for the README;
--   4. setup() again with other `mappings` (false, one key off, other keys, a key the user has
--      mapped in the buffer or globally): what each key of a new Swift buffer is mapped to, and
--      `on_attach(client, bufnr)` called once, after the plugin mapped its keys;
--   5. setup() with bad `mappings` or `on_attach`: an error message, the configuration kept.
-- Reads LIFELINE_BIN, LIFELINE_ROOT, LIFELINE_PLUGIN and HOME as neovim-plugin.lua does; results go
-- to $LIFELINE_OUT as JSON for NeovimPluginTests.
local out = os.getenv('LIFELINE_OUT')
local root = os.getenv('LIFELINE_ROOT')
local bin = os.getenv('LIFELINE_BIN')
local plugin_folder = os.getenv('LIFELINE_PLUGIN')
local support = dofile(debug.getinfo(1, 'S').source:sub(2):match('^(.*/)') .. 'neovim-support.lua')
local result = { cases = {}, bad_setup = {} }

local finish = support.finisher(result, out)

-- Who maps `key` in normal mode in a buffer: 'lifeline' (the plugin: its descriptions start so),
-- 'user' (this test's stand-in for the user's own mappings), 'none', or 'neovim' (anything else,
-- such as Neovim's own defaults from 0.10).
local function who(bufnr, key)
  local mapping
  vim.api.nvim_buf_call(bufnr, function() mapping = vim.fn.maparg(key, 'n', false, true) end)
  if type(mapping) ~= 'table' or mapping.lhs == nil then return 'none' end
  local desc = mapping.desc or ''
  if desc:find('^Lifeline') then return 'lifeline' end
  if desc == 'user' then return 'user' end
  return 'neovim'
end

local inspected_keys = { 'K', 'gra', 'gh', '<leader>a' }
local function keys_of(bufnr)
  local found = {}
  for _, key in ipairs(inspected_keys) do found[key] = who(bufnr, key) end
  return found
end

local function close_floats()
  for _, win in ipairs(support.floats()) do pcall(vim.api.nvim_win_close, win, true) end
end

-- The text of the one floating window, once there is one (nil after `timeout` ms).
local function float_text(timeout)
  if not vim.wait(timeout, function() return #support.floats() > 0 end, 50) then return nil end
  local floats = support.floats()
  local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(floats[1]), 0, -1, false)
  return table.concat(lines, '\n'), #floats
end

local function count(text, needle)
  local n, at = 0, 1
  while true do
    local found = text:find(needle, at, true)
    if not found then return n end
    n, at = n + 1, found + #needle
  end
end

-- Opens a new Swift file with a model property and waits until Lifeline has attached to it (its
-- on_attach has run: `attached` says so).
local function open_swift_file(name, attached)
  local path = root .. '/' .. name .. '.swift'
  local file = assert(io.open(path, 'w'))
  file:write(table.concat({
    'import SwiftUI',
    '',
    'final class ' .. name .. 'Model: ObservableObject { @Published var count = 0 }',
    '',
    'struct ' .. name .. 'View: View {',
    '    @StateObject private var model = ' .. name .. 'Model()',
    '    var body: some View { Text("\\(model.count)") }',
    '}',
    '',
  }, '\n'))
  file:close()
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  assert(vim.wait(30000, function() return attached(bufnr) end, 50), name .. ': Lifeline did not attach')
  return bufnr
end

-- setup() with other options: each case a new buffer, mapped keys (or not) read after the attach.
local cases = {
  { name = 'defaults', options = {} },
  { name = 'mappings = true', options = { mappings = true } },
  { name = 'mappings = false', options = { mappings = false } },
  { name = 'hover = false', options = { mappings = { hover = false } } },
  { name = 'code_action = false', options = { mappings = { code_action = false } } },
  { name = 'other keys', options = { mappings = { hover = 'gh', code_action = '<leader>a' } } },
  -- The user's own mappings, made before Lifeline attaches: one of the buffer, one global.
  { name = 'user buffer K', options = {}, buffer_maps = { 'K' } },
  { name = 'user global gra', options = {}, global_maps = { 'gra' } },
}

local function run_case(index, case)
  local lifeline = require('lifeline')
  local calls = {}
  local options = vim.deepcopy(case.options)
  options.on_attach = function(client, bufnr)
    table.insert(calls, { client = client.name, bufnr = bufnr, keys = keys_of(bufnr) })
  end
  local user = vim.api.nvim_create_augroup('lifeline-test-user', { clear = true })
  for _, key in ipairs(case.buffer_maps or {}) do
    -- As a user's FileType autocommand would, before the plugin's (made by setup() below).
    vim.api.nvim_create_autocmd('FileType', { group = user, pattern = 'swift', callback = function(args)
      vim.keymap.set('n', key, function() end, { buffer = args.buf, desc = 'user' })
    end })
  end
  for _, key in ipairs(case.global_maps or {}) do vim.keymap.set('n', key, function() end, { desc = 'user' }) end

  lifeline.setup(options)
  local bufnr = open_swift_file('Keys' .. index, function(b) return #calls > 0 and calls[1].bufnr == b end)
  local record = { keys = keys_of(bufnr), calls = #calls }
  local call = calls[1]
  record.on_attach = { client = call.client, same_buffer = call.bufnr == bufnr, keys_when_called = call.keys }
  result.cases[case.name] = record

  vim.api.nvim_del_augroup_by_id(user)
  for _, key in ipairs(case.global_maps or {}) do vim.keymap.del('n', key) end
end

local ok, err = pcall(function()
  result.version = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor)
  local checkout = support.prepare_home(root, plugin_folder, bin)

  -- 1. The README's local-checkout recipe, as written.
  local readme = assert(io.open(plugin_folder .. '/README.md')):read('*a')
  local language, body = support.recipe(readme, 'local checkout')
  assert(language == 'lua', 'the local checkout recipe is not Lua')
  assert(loadstring(body, '=local checkout recipe'))()
  support.check_loaded('local checkout', checkout)
  local lifeline = require('lifeline')
  result.keys_by_default = lifeline._api.keys

  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/ScorePlate.swift'))
  local bufnr = vim.api.nvim_get_current_buf()
  local win = vim.api.nvim_get_current_win()
  assert(vim.wait(30000, function() return lifeline.client(bufnr) ~= nil end, 50), 'the plugin did not attach the server')
  -- On 0.7 the client's on_attach (which maps the keys) runs once the server has initialized.
  local default_key = lifeline._api.keys:find('K', 1, true) and 'K' or 'gra'
  vim.wait(30000, function() return who(bufnr, default_key) == 'lifeline' end, 50)
  result.attached = keys_of(bufnr)

  -- 2. `K` on `model`, typed.
  local row, column = support.find(bufnr, '@ObservedObject var model = ScoreModel()', 'model')
  vim.api.nvim_win_set_cursor(win, { row, column })
  vim.api.nvim_feedkeys('K', 'mx', false)
  result.hover = float_text(60000)
  result.cursor_stayed = vim.api.nvim_get_current_win() == win
  close_floats()

  -- 3. Beside a second server: `K` again, both answers in one window.
  local other = support.start_other_server(bufnr, bin, root)
  assert(vim.wait(30000, function()
    local client = vim.lsp.get_client_by_id(other)
    return client ~= nil and client.server_capabilities ~= nil and vim.tbl_contains(support.client_names(bufnr), 'other-server')
  end, 50), 'the second server did not attach')
  vim.api.nvim_set_current_win(win)
  vim.api.nvim_win_set_cursor(win, { row, column })
  vim.api.nvim_feedkeys('K', 'mx', false)
  local text, floats = float_text(60000)
  result.hover_beside = { text = text, floats = floats, answers = text and count(text, '**Ownership:') or 0, cursor_stayed = vim.api.nvim_get_current_win() == win }
  close_floats()

  -- Neovim's own hover beside a second server, before 0.11: what the README says about it.
  if not support.has('nvim-0.11') then
    vim.api.nvim_set_current_win(win)
    vim.api.nvim_win_set_cursor(win, { row, column })
    vim.lsp.buf.hover()
    float_text(60000)
    -- The second answer, when it comes, moves the cursor into the first answer's window.
    vim.wait(30000, function() return vim.api.nvim_get_current_win() ~= win end, 50)
    result.builtin_beside = { floats = #support.floats(), cursor_in_float = vim.api.nvim_get_current_win() ~= win }
    close_floats()
    vim.api.nvim_set_current_win(win)
  end

  -- 4. Other options.
  for index, case in ipairs(cases) do run_case(index, case) end

  -- 5. Bad options: an error message, and the configuration of the last good setup() kept.
  local bad = {
    ['mappings = "K"'] = { mappings = 'K' },
    ['mappings.hover = 1'] = { mappings = { hover = 1 } },
    ['mappings.hovr'] = { mappings = { hovr = 'K' } },
    ['on_attach = "f"'] = { on_attach = 'f' },
  }
  local notify = vim.notify
  for name, options in pairs(bad) do
    local before = lifeline.config
    local messages = {}
    vim.notify = function(message, level) table.insert(messages, { message = message, error = level == vim.log.levels.ERROR }) end
    local called, failure = pcall(lifeline.setup, options)
    vim.notify = notify
    result.bad_setup[name] = {
      raised = not called and tostring(failure) or vim.NIL,
      message = messages[1] and messages[1].message or vim.NIL,
      error = messages[1] and messages[1].error or false,
      kept = lifeline.config == before,
    }
  end
end)
finish(ok, err)
