-- Drives Neovim's built-in LSP client (0.7 and later) against `lifeline lsp`, headless, without
-- the plugin: open a file of the examples, wait for diagnostics, hover on a property, apply
-- "Convert to @StateObject", save. What it saw goes to $LIFELINE_OUT as JSON; the Swift test
-- (NeovimTests) checks it and the saved file.
local bin = os.getenv('LIFELINE_BIN')
local root = os.getenv('LIFELINE_ROOT')
local out = os.getenv('LIFELINE_OUT')
local support = dofile(debug.getinfo(1, 'S').source:sub(2):match('^(.*/)') .. 'neovim-support.lua')
local result = { diagnostics = {}, actions = {}, after = {} }

local finish = support.finisher(result, out)

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/ScorePlate.swift'))
  local bufnr = vim.api.nvim_get_current_buf()
  -- vim.lsp.start from 0.8 (start_client is deprecated in 0.11); start_client and attach on 0.7.
  local config = { name = 'lifeline', cmd = { bin, 'lsp' }, root_dir = root }
  local client_id
  if vim.fn.has('nvim-0.8') == 1 then
    client_id = vim.lsp.start(config, { bufnr = bufnr })
  else
    client_id = vim.lsp.start_client(config)
    if client_id then vim.lsp.buf_attach_client(bufnr, client_id) end
  end
  assert(client_id, 'the language client did not start')
  result.version = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor)

  assert(vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50), 'no diagnostics within 30 s')
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(result.diagnostics, { code = d.code, line = d.lnum, message = d.message })
  end

  local line, character
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local at = text:find('@ObservedObject var model = ScoreModel()', 1, true)
    if at then
      line = i - 1
      character = at - 1 + #'@ObservedObject var '
      break
    end
  end
  assert(line, 'no "@ObservedObject var model = ScoreModel()" in ScorePlate.swift')
  local uri = vim.uri_from_bufnr(bufnr)

  local hovers = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover',
    { textDocument = { uri = uri }, position = { line = line, character = character } }, 30000)
  for _, answer in pairs(hovers or {}) do
    if answer.result and answer.result.contents then result.hover = answer.result.contents.value end
  end

  local point = { line = line, character = character }
  local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction',
    { textDocument = { uri = uri }, range = { start = point, ['end'] = point }, context = { diagnostics = {} } }, 30000)
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

  -- The server sees the change and drops the finding.
  local function still_warned()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if d.code == 'observed-object-creates-instance' and d.lnum == line then return true end
    end
    return false
  end
  assert(vim.wait(30000, function() return not still_warned() end, 50), 'the finding stayed after the conversion')
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(result.after, d.code) end
end)
finish(ok, err)
