-- Loads Editors/neovim exactly as its README says, then checks the plugin in headless Neovim:
-- the server attaches to a Swift buffer, the hover explains ownership, diagnostics arrive,
-- "Convert to @StateObject" is applied and saved, and :LifelineCheck fills the quickfix list.
-- Results go to $LIFELINE_OUT as JSON for NeovimTests.
local out = os.getenv('LIFELINE_OUT')
local root = os.getenv('LIFELINE_ROOT')
local result = { diagnostics = {}, actions = {}, quickfix = {} }

local function finish(ok, message)
  result.ok = ok
  result.message = message and tostring(message) or nil
  local file = io.open(out, 'w')
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd('qa!')
end

local ok, err = pcall(function()
  vim.opt.runtimepath:append(os.getenv('LIFELINE_PLUGIN'))
  require('lifeline').setup({ cmd = { os.getenv('LIFELINE_BIN'), 'lsp' } })
  result.version = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor)

  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/ScorePlate.swift'))
  local bufnr = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[bufnr].filetype
  assert(vim.wait(30000, function() return require('lifeline').client(bufnr) ~= nil end, 50), 'the plugin did not attach the server')
  assert(vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50), 'no diagnostics within 30 s')
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(result.diagnostics, { code = d.code, line = d.lnum }) end

  local line, character
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local at = text:find('@ObservedObject var model = ScoreModel()', 1, true)
    if at then line = i - 1; character = at - 1 + #'@ObservedObject var '; break end
  end
  assert(line, 'no @ObservedObject line')
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
  vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
  vim.cmd('write')

  -- :LifelineCheck on the folder fills the quickfix list (the saved file has one finding fewer).
  local done = false
  require('lifeline').check(root, function() done = true end)
  assert(vim.wait(60000, function() return done end, 50), ':LifelineCheck did not finish')
  for _, item in ipairs(vim.fn.getqflist()) do table.insert(result.quickfix, item.text) end

  -- :LifelineVisualize answers with the page's address (no display here, so it is only shown).
  local client = require('lifeline').client(bufnr)
  local answer = client.request_sync('workspace/executeCommand', { command = 'lifeline.visualize', arguments = { 'ScorePlate', uri } }, 30000, bufnr)
  result.visualize = answer and answer.result and answer.result.uri or nil
  assert(vim.fn.exists(':LifelineVisualize') == 2 and vim.fn.exists(':LifelineCheck') == 2, 'the user commands are missing')
end)
finish(ok, err)
