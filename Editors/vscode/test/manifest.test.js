// What `vsce package` and the Marketplace need from the folder, checked without vsce (which needs
// the npm registry): run with `node --test test/*.test.js` in Editors/vscode.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { manifest, folder } = require('./harness');

const read = (name) => fs.readFileSync(path.join(folder, name), 'utf8');

test('the manifest names its publisher, repository, homepage, issues and license', () => {
  assert.equal(manifest.publisher, 'lifeline-swift');
  assert.match(manifest.name, /^[a-z0-9][a-z0-9._-]*$/);
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.deepEqual(manifest.repository, { type: 'git', url: 'https://github.com/lifeline-swift/lifeline.git', directory: 'Editors/vscode' });
  const repository = manifest.repository.url.replace(/\.git$/, '');
  assert.ok(manifest.homepage.startsWith(repository + '/'), manifest.homepage);
  assert.equal(manifest.bugs.url, repository + '/issues');
  assert.equal(manifest.license, 'MIT');
  assert.equal(manifest.main, './extension.js');
  assert.ok(fs.existsSync(path.join(folder, manifest.main)));
});

test('LICENSE is the project license, and the changelog has this version', () => {
  const license = read('LICENSE');
  assert.match(license, /^MIT License/);
  const projectLicense = path.join(folder, '..', '..', 'LICENSE');
  if (fs.existsSync(projectLicense)) assert.equal(license, fs.readFileSync(projectLicense, 'utf8'));
  assert.ok(read('CHANGELOG.md').includes(`## ${manifest.version}`), 'CHANGELOG.md needs a section for ' + manifest.version);
});

test('the icon is a 128 x 128 PNG', () => {
  assert.equal(manifest.icon, 'images/icon.png');
  const png = fs.readFileSync(path.join(folder, manifest.icon));
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
  assert.equal(png.readUInt32BE(16), 128);
  assert.equal(png.readUInt32BE(20), 128);
});

test('engines.vscode is at least what vscode-languageclient needs', () => {
  // The VS Code each major version of the client library is built for.
  const needs = { 8: [1, 67, 0], 9: [1, 82, 0] };
  const client = /^\^?(\d+)\.\d+\.\d+$/.exec(manifest.dependencies['vscode-languageclient']);
  assert.ok(client, manifest.dependencies['vscode-languageclient']);
  const needed = needs[Number(client[1])];
  assert.ok(needed, `no known VS Code minimum for vscode-languageclient ${client[1]}`);
  const engine = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(manifest.engines.vscode);
  assert.ok(engine, manifest.engines.vscode);
  const given = engine.slice(1).map(Number);
  const compare = given[0] - needed[0] || given[1] - needed[1] || given[2] - needed[2];
  assert.ok(compare >= 0, `engines.vscode ${manifest.engines.vscode} is older than ${needed.join('.')}`);
});

test('the README has no relative images or links, which vsce cannot package', () => {
  const readme = read('README.md');
  const targets = [
    ...[...readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1]),
    ...[...readme.matchAll(/<img[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1]),
  ];
  assert.ok(targets.length > 0);
  for (const target of targets) {
    assert.ok(/^https:\/\//.test(target) || target.startsWith('#'), `README.md links to ${target}`);
  }
  for (const match of readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)) {
    assert.ok(match[1].startsWith('https://'), `the image ${match[1]} must be an https address`);
    assert.doesNotMatch(match[1], /\.svg$/i, 'vsce refuses SVG images from most hosts');
  }
  // An image from the repository names one that is there.
  for (const match of readme.matchAll(/https:\/\/raw\.githubusercontent\.com\/lifeline-swift\/lifeline\/[^/]+\/([^)\s]+)/g)) {
    const file = path.join(folder, '..', '..', match[1]);
    if (fs.existsSync(path.join(folder, '..', '..', 'Package.swift'))) assert.ok(fs.existsSync(file), `${match[1]} is not in the repository`);
  }
});

test('.vscodeignore keeps the tests and scripts out of the package, and nothing it needs', () => {
  const patterns = read('.vscodeignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  for (const needed of ['test/**', 'scripts/**', 'node_modules/.bin/**']) assert.ok(patterns.includes(needed), `.vscodeignore needs ${needed}`);
  for (const kept of ['extension.js', 'package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'images/**', 'images/icon.png', 'node_modules/**']) {
    assert.ok(!patterns.includes(kept), `.vscodeignore must not leave out ${kept}`);
  }
});

test('contributed commands and settings are complete', () => {
  for (const command of manifest.contributes.commands) {
    assert.match(command.command, /^lifeline\.[a-zA-Z]+$/);
    assert.equal(command.category, 'Lifeline');
    assert.ok(command.title);
  }
  for (const [key, property] of Object.entries(manifest.contributes.configuration.properties)) {
    assert.ok(key.startsWith('lifeline.'), key);
    assert.ok(property.type && property.description && 'default' in property, key);
  }
  assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations, ['lifeline.path']);
  assert.equal(manifest.scripts.test, 'node --test test/*.test.js');
});
