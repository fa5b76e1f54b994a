-- What the Neovim client scripts share (neovim-lsp.lua, neovim-plugin.lua, neovim-keys.lua): loaded with dofile.
-- Reading the README's install recipes, making the temporary home they expect, the clients of a
-- buffer, a second server beside Lifeline, finding text in a buffer.
local M = {}

function M.has(feature) return vim.fn.has(feature) == 1 end

-- The end of every client script: `result` with `ok` and `message` written as JSON to `out`, for
-- the XCTest that started Neovim to read, and Neovim quits.
function M.finisher(result, out)
  return function(ok, message)
    result.ok = ok
    result.message = message and tostring(message) or nil
    local file = io.open(out, 'w')
    file:write(vim.fn.json_encode(result))
    file:close()
    vim.cmd('qa!')
  end
end
local uv = vim.uv or vim.loop

-- The README's recipes --------------------------------------------------------------------------

-- The fenced block after `<!-- recipe: NAME -->` in the README: its language and its text.
function M.recipe(readme, name)
  local marker = '<!-- recipe: ' .. name .. ' -->'
  local at = readme:find(marker, 1, true)
  assert(at, 'README.md has no ' .. marker)
  local language, body = readme:match('^%s*```(%w+)\n(.-)\n```', at + #marker)
  assert(body, 'no fenced block right after ' .. marker)
  return language, body
end

-- After a recipe: the plugin comes from <checkout>/Editors/neovim, once, and setup() ran.
function M.check_loaded(name, checkout)
  local files = vim.api.nvim_get_runtime_file('lua/lifeline/init.lua', true)
  local expected = checkout .. '/Editors/neovim/lua/lifeline/init.lua'
  assert(#files == 1 and files[1] == expected, name .. ': the plugin is loaded from ' .. vim.inspect(files) .. ', not ' .. expected)
  assert(package.loaded['lifeline'], name .. ': setup() did not run')
  assert(vim.fn.exists(':LifelineVisualize') == 2 and vim.fn.exists(':LifelineCheck') == 2, name .. ': the user commands are missing')
  assert(require('lifeline').config.settings.toolchain == 'xcode26', name .. ': the recipe\'s settings did not reach setup()')
end

-- The recipes use ~/src/lifeline and `lifeline` on PATH: both made in the temporary home (HOME,
-- the folder holding `root`), linked to the repository of `plugin_folder` and to `bin`. Returns the
-- checkout's path.
function M.prepare_home(root, plugin_folder, bin)
  local home = vim.fn.expand('~')
  assert(vim.fn.resolve(home) == vim.fn.resolve(vim.fn.fnamemodify(root, ':h')),
    'HOME (' .. home .. ') must be the temporary folder holding LIFELINE_ROOT: the test writes in it')
  vim.fn.mkdir(home .. '/src', 'p')
  vim.fn.mkdir(home .. '/bin', 'p')
  local checkout = home .. '/src/lifeline'
  assert(uv.fs_symlink(vim.fn.fnamemodify(plugin_folder, ':p:h:h:h'), checkout), 'cannot link ' .. checkout)
  assert(uv.fs_symlink(bin, home .. '/bin/lifeline'), 'cannot link ~/bin/lifeline')
  vim.env.PATH = home .. '/bin:' .. vim.env.PATH
  return checkout
end

-- Clients and buffers -----------------------------------------------------------------------------

-- Clients of a buffer, whatever their name (the test's own, version-guarded like the plugin).
function M.all_clients(bufnr)
  if M.has('nvim-0.10') then return vim.lsp.get_clients({ bufnr = bufnr }) end
  if M.has('nvim-0.8') then return vim.lsp.get_active_clients({ bufnr = bufnr }) end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

function M.client_names(bufnr)
  local names = {}
  for _, client in ipairs(M.all_clients(bufnr)) do table.insert(names, client.name) end
  table.sort(names)
  return names
end

-- A second language server on a buffer, as SourceKit-LSP would be (another `lifeline lsp`, under
-- another name).
function M.start_other_server(bufnr, bin, root)
  local config = { name = 'other-server', cmd = { bin, 'lsp' }, root_dir = root }
  if M.has('nvim-0.8') then return vim.lsp.start(config, { bufnr = bufnr }) end
  local id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- Row (1-based) and byte column (0-based) of `needle` in the buffer's first line holding `line_text`.
function M.find(bufnr, line_text, needle)
  for row, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find(line_text, 1, true) then
      local at = text:find(needle, 1, true)
      assert(at, 'no ' .. needle .. ' in ' .. text)
      return row, at - 1, text
    end
  end
  error('no line with ' .. line_text)
end

-- The floating windows open now.
function M.floats()
  local found = {}
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then table.insert(found, win) end
  end
  return found
end

return M
