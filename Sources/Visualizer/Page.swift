/// The visualizer's single page: markup, style and script in one response, no external assets.
/// `{{NONCE}}` is replaced per response (the Content-Security-Policy allows only that script).
///
/// Layout: the body is a flex column exactly the window's height, so the header may wrap (it does
/// at about 900 px) and the panels take what is left below it; the page itself never scrolls,
/// each panel does. From 1,200 px: the source, the device column (the what-if controls at its
/// top, always in view) and the tabs. Narrower: the device column and the tabs, with the source
/// as a tab of its own and the what-if device under the original.
enum Page {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lifeline: lifecycle visualizer</title>
<style>
:root { color-scheme: light; --bg: #f6f7f9; --panel: #ffffff; --text: #1d2330; --muted: #687084; --line: #d9dde5; --accent: #2f6fed;
  --owned: #1f9d55; --injected: #c77700; --environment: #2f6fed; --shared: #8a4fd8; --unknown: #7a7f8c; --bad: #d1383d; --warn: #a35a00; --diff: #fff1b8;
  --bezel: #202228; --bezel-edge: #202228; --track: #eceef2; --notice: #e7f4ec; --alarm: #fde8e8;
  --label-width: clamp(7.5em, 35%, 16em); }
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; --bg: #15171c; --panel: #1e2128; --text: #e6e8ee; --muted: #9aa1b2; --line: #343946; --accent: #6d9bff; --warn: #e0a43a; --diff: #4a4210;
    /* A bezel as dark as the page would vanish: lighter metal, with a light edge. */
    --bezel: #596173; --bezel-edge: #8a93a6; --track: #272b34; --notice: #16352a; --alarm: #4a1d20; }
}
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text);
  display: flex; flex-direction: column; height: 100vh; height: 100dvh; overflow: hidden; }
body > * { flex: none; }
[hidden] { display: none !important; }
header { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; justify-content: space-between; padding: 7px 12px; border-bottom: 1px solid var(--line); background: var(--panel); }
header .brand { display: flex; align-items: baseline; gap: 10px; flex: 1 1 200px; min-width: 0; }
header h1 { font-size: 15px; margin: 0; flex: none; }
#title { color: var(--muted); min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
header .controls { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; justify-content: flex-end; }
header .group { display: flex; gap: 4px; align-items: center; white-space: nowrap; }
header label { white-space: nowrap; }
header select { max-width: 14em; }
.muted { color: var(--muted); }
button, select, input { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 8px; }
button { cursor: pointer; white-space: nowrap; }
button:hover:not(:disabled) { border-color: var(--accent); }
button:disabled { opacity: .5; cursor: default; }
select { max-width: 100%; }
code { font: 12px ui-monospace, Menlo, Consolas, monospace; }
main { flex: 1 1 0; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1.15fr); gap: 10px; padding: 10px; }
section { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; min-width: 0; min-height: 0; display: flex; flex-direction: column; overflow: hidden; }
section > * { flex: none; }
h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 0; padding: 8px 10px; border-bottom: 1px solid var(--line); background: var(--panel); }
#banner { background: var(--diff); padding: 6px 12px; border-bottom: 1px solid var(--line); }
#problem { color: var(--bad); padding: 6px 12px; border-bottom: 1px solid var(--line); }
#offline { background: var(--alarm); padding: 8px 12px; border-bottom: 1px solid var(--bad); }
#offline strong { color: var(--bad); }
#offline code { white-space: nowrap; }
/* Source */
#source { flex: 1 1 0; min-height: 0; overflow: auto; position: relative; }
#source h2 { position: sticky; top: 0; z-index: 1; text-transform: none; letter-spacing: 0; font-size: 12px; }
#source pre { margin: 0; padding: 6px 0; font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
.line { display: block; padding: 0 8px; white-space: pre; }
.line .number { display: inline-block; width: 3em; color: var(--muted); text-align: right; margin-right: 10px; user-select: none; }
.line.property { background: color-mix(in srgb, var(--accent) 8%, transparent); }
.badge { display: inline-block; font: 11px/1.6 sans-serif; padding: 0 6px; border-radius: 9px; color: #fff; margin-left: 8px; }
.badge.owned { background: var(--owned); } .badge.injected { background: var(--injected); } .badge.environment { background: var(--environment); }
.badge.shared { background: var(--shared); } .badge.unknown { background: var(--unknown); } .badge.not-owned { background: var(--injected); }
.finding { display: block; white-space: normal; color: var(--bad); font: 12px/1.4 sans-serif; padding: 2px 8px 4px 4.6em; }
/* Each severity its own mark: an error red and bold, a warning amber, an info quiet and grey. */
.finding.error { font-weight: 600; } .finding.warning { color: var(--warn); } .finding.info { color: var(--muted); font-style: italic; }
/* Device column: the what-if controls on top, the devices under them. */
#device-panel { width: calc(var(--device-width) + 22px); --device-width: 300px; }
#device-panel.comparing { width: calc(2 * var(--device-width) + 32px); }
#whatif { padding: 0 10px 8px; border-bottom: 1px solid var(--line); font-size: 13px; }
#whatif h2 { border: 0; padding: 8px 0 4px; }
#whatif .row { display: flex; gap: 6px; align-items: center; margin: 4px 0; flex-wrap: wrap; }
#whatif .row code { overflow-wrap: anywhere; }
#whatif-properties { max-height: 25vh; overflow: auto; }
#whatif-status { color: var(--muted); }
#whatif-status:empty { display: none; }
#notice { display: flex; gap: 8px; align-items: flex-start; margin-top: 6px; padding: 6px 8px; border-radius: 6px; background: var(--notice); border: 1px solid color-mix(in srgb, var(--owned) 45%, transparent); }
#notice.error { background: var(--alarm); border-color: color-mix(in srgb, var(--bad) 45%, transparent); }
#notice .text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
#notice button { padding: 0 6px; line-height: 1.4; }
#devices { flex: 1 1 0; min-height: 0; overflow: auto; display: flex; gap: 10px; padding: 10px; align-items: flex-start; }
.device { width: var(--device-width); flex: none; height: 100%; min-height: 300px; max-height: 660px; border: 10px solid var(--bezel); border-radius: 36px;
  box-shadow: 0 0 0 1px var(--bezel-edge); background: var(--bg); display: flex; flex-direction: column; overflow: hidden; }
.device .label { text-align: center; font-size: 11px; color: var(--muted); padding: 6px 0 2px; }
.device .screen { flex: 1; overflow: auto; padding: 10px 12px; }
.device .screen > * { margin: 6px 0; }
.device .text { padding: 2px 0; overflow-wrap: anywhere; }
.device button.tap { width: 100%; color: var(--accent); white-space: normal; }
.device .toggle { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.device input:not([type]) { width: 100%; }
.device .nav { color: var(--accent); cursor: pointer; }
.device .sheet { font-weight: 600; border-bottom: 1px solid var(--line); padding-bottom: 4px; display: flex; justify-content: space-between; gap: 8px; }
.device .tabs { display: flex; gap: 4px; flex-wrap: wrap; }
.device .tabs button.selected { border-color: var(--accent); font-weight: 600; }
.device .crash { color: var(--bad); font-weight: 600; }
.device .status { font-size: 11px; color: var(--muted); text-align: center; padding: 4px; border-top: 1px solid var(--line); }
/* Tabs */
.tabsbar { display: flex; gap: 4px; padding: 6px 8px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
.tabsbar button.active { border-color: var(--accent); font-weight: 600; }
.tabsbar .narrow-only { display: none; }
.panes { flex: 1 1 0 !important; min-height: 0; position: relative; }
.pane { display: none; position: absolute; inset: 0; overflow: auto; padding: 8px 10px; }
.pane.active { display: block; }
#source-pane { padding: 0; }
#source-pane.active { display: flex; flex-direction: column; }
.filters { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 6px; font-size: 12px; }
.step { margin: 6px 0 10px; }
.step .title { font-weight: 600; }
.step.current .title { color: var(--accent); }
.event { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; padding-left: 12px; overflow-wrap: anywhere; }
.event.object-init { color: var(--owned); } .event.object-deinit { color: var(--bad); } .event.warning, .event.crash { color: var(--bad); font-weight: 600; }
.event.diff { background: var(--diff); }
/* Lifelines: a fixed label column, then the track on the step axis. */
.lifelines { display: grid; gap: 2px; }
#lifelines-whatif-box h3 { margin: 14px 0 4px; font-size: 13px; }
.lifeline, .lifeline-axis { display: grid; grid-template-columns: var(--label-width) minmax(0, 1fr); column-gap: 10px; align-items: center; font-size: 12px; }
.lifeline { min-height: 32px; }
.lifeline .name { min-width: 0; overflow: hidden; line-height: 1.25; }
.lifeline .name > span { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lifeline .name .owner { color: var(--muted); }
.lifeline.freed .name .object { text-decoration: line-through; color: var(--muted); }
.lifeline .track { position: relative; height: 16px; background: var(--track); border-radius: 8px; }
.lifeline .bar { position: absolute; top: 2px; bottom: 2px; min-width: 4px; border-radius: 6px; background: var(--unknown); }
.lifeline .bar.alive { border-radius: 6px 0 0 6px; clip-path: polygon(0 0, calc(100% - 7px) 0, 100% 50%, calc(100% - 7px) 100%, 0 100%); }
.bar.StateObject, .swatch.StateObject { background: var(--owned); } .bar.ObservedObject, .swatch.ObservedObject { background: var(--injected); }
.bar.EnvironmentObject, .bar.Environment, .swatch.Environment { background: var(--environment); } .bar.State, .swatch.State { background: var(--shared); }
.freed-mark { position: absolute; top: 50%; transform: translate(-50%, -50%); width: 16px; height: 16px; border-radius: 50%; background: var(--panel);
  border: 1.5px solid var(--bad); color: var(--bad); font: 700 10px/13px sans-serif; text-align: center; cursor: default; }
.lifeline-axis { position: sticky; top: -8px; background: var(--panel); z-index: 1; padding: 2px 0; }
.axis-title { color: var(--muted); font-size: 11px; text-align: right; }
.axis { position: relative; height: 20px; border-bottom: 1px solid var(--line); }
.tick { position: absolute; bottom: 0; width: 1px; height: 4px; background: var(--muted); }
.tick.labelled { height: 6px; }
.tick span { position: absolute; bottom: 7px; left: 0; transform: translateX(-50%); font-size: 10px; color: var(--muted); white-space: nowrap; }
.legend { font-size: 11px; color: var(--muted); margin-top: 10px; display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; }
.legend > span { display: inline-flex; gap: 5px; align-items: center; }
.swatch { display: inline-block; width: 16px; height: 8px; border-radius: 4px; background: var(--unknown); }
.legend .freed-mark { position: static; transform: none; display: inline-block; }
.tree .node { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
.tree .storage { color: var(--muted); padding-left: 1.5em; }
.error { color: var(--bad); padding: 4px 0; }
/* Below 1,200 px: two columns; the source becomes a tab, the what-if device goes under the original. */
@media (max-width: 1199px) {
  main { grid-template-columns: auto minmax(0, 1fr); }
  #source-panel { display: none; }
  .tabsbar .narrow-only { display: inline-block; }
  #device-panel.comparing { width: calc(var(--device-width) + 38px); } /* room for the scroll bar */
  #devices { flex-direction: column; }
}
/* From 880 px the two devices of a what-if still fit side by side, at 280 px each. */
@media (min-width: 880px) and (max-width: 1199px) {
  #device-panel.comparing { --device-width: 280px; width: calc(2 * var(--device-width) + 32px); }
  #device-panel.comparing #devices { flex-direction: row; }
}
/* A phone-sized window: one column and the page scrolls (nothing is fixed to the top). */
@media (max-width: 639px) {
  body { height: auto; overflow: visible; }
  main { flex: none; display: flex; flex-direction: column; }
  #device-panel, #device-panel.comparing { width: auto; }
  #devices { flex: none; overflow: visible; align-items: center; }
  .device { height: 560px; }
  #inspector { height: 80vh; }
}
</style>
</head>
<body>
<header>
  <div class="brand"><h1>Lifeline</h1><span id="title"></span></div>
  <div class="controls">
    <label>Root <select id="root"></select></label>
    <label>Toolchain <select id="toolchain"></select></label>
    <span class="group">
      <button id="reset" title="Start again from launch">Reset</button>
      <button id="back" title="Undo the last action">◀ Step</button>
      <button id="forward" title="Redo the next action">Step ▶</button>
      <button id="replay" title="Replay every action from launch">Replay</button>
    </span>
    <span class="group">
      <span class="muted">Export</span>
      <button id="export-json" title="The actions and both traces as JSON">JSON</button>
      <button id="export-md" title="A report with every step's events and a table of objects">Markdown</button>
    </span>
  </div>
</header>
<div id="offline" role="alert" hidden><strong>The Lifeline server is no longer running.</strong> It stops when the editor's language server or
  <code>lifeline visualize</code> exits. Start it again (the code lens “Visualize lifecycle”, or <code>lifeline visualize</code>) and open the
  address it gives: the address changes at every start. Below is the last state this page received.</div>
<div id="banner" hidden>The source changed on disk. <button id="reload">Reload the simulation</button></div>
<div id="problem" role="alert" hidden></div>
<main>
  <section id="source-panel">
    <h2>Source</h2>
    <div id="source"></div>
  </section>
  <section id="device-panel">
    <div id="whatif">
      <h2>What if</h2>
      <div id="whatif-properties"></div>
      <div class="row"><label>Toolchain <select id="whatif-toolchain"></select></label></div>
      <div class="row"><button id="compare">Replay side by side</button><button id="clear-whatif">Clear</button><button id="apply" title="Write this change into the file, as the code action does">Apply to file</button></div>
      <div id="whatif-status"></div>
      <div id="notice" role="status" hidden><span class="text"></span><button id="dismiss" title="Dismiss this message" aria-label="Dismiss">✕</button></div>
    </div>
    <h2>Device</h2>
    <div id="devices">
      <div class="device" id="device-original"><div class="label">As written</div><div class="screen"></div><div class="status"></div></div>
      <div class="device" id="device-whatif" hidden><div class="label">What if</div><div class="screen"></div><div class="status"></div></div>
    </div>
  </section>
  <section id="inspector">
    <div class="tabsbar" role="tablist">
      <button data-pane="source-pane" class="narrow-only">Source</button>
      <button data-pane="timeline" class="active">Timeline</button>
      <button data-pane="lifelines">Lifelines</button>
      <button data-pane="tree">Identity tree</button>
    </div>
    <div class="panes">
      <div class="pane" id="source-pane"></div>
      <div class="pane active" id="timeline">
        <div class="filters" id="filters"></div>
        <label class="filters" title="Notes that an API is not known to the simulator, one line per name with every place it is used"><input type="checkbox" id="show-simulator-notes"> show simulator notes <span id="simulator-note-count" class="muted"></span></label>
        <input id="search" type="search" placeholder="Search events" style="width:100%">
        <div id="steps"></div>
      </div>
      <div class="pane" id="lifelines">
        <div class="lifelines" id="lifelines-original"></div>
        <div id="lifelines-whatif-box" hidden><h3>What if</h3><div class="lifelines" id="lifelines-whatif"></div></div>
        <div class="legend">
          <span><i class="swatch StateObject"></i>@StateObject</span><span><i class="swatch ObservedObject"></i>@ObservedObject</span>
          <span><i class="swatch Environment"></i>environment</span><span><i class="swatch State"></i>@State</span><span><i class="swatch"></i>other</span>
          <span><i class="freed-mark">✕</i>freed (deinit) at that step</span><span>▶ still alive after the last step</span>
        </div>
      </div>
      <div class="pane tree" id="tree"></div>
    </div>
  </section>
</main>
<script nonce="{{NONCE}}">
"use strict";
// Timings the browser test reads: the first screen shown, and the last tap's round trip.
window.lifelineTimings = { firstScreen: null, lastAction: null };
let actionStarted = null;
const state = { session: null, actions: [], position: 0, original: null, alternative: null, whatIf: null, whatIfToolchain: null, hidden: new Set(), showSimulatorNotes: false, query: "", paneChosen: false, sourceCentered: false };
const kinds = ["view.init", "view.body", "object.init", "object.deinit", "view.appear", "view.disappear", "task.start", "task.cancel", "state.set", "print", "warning", "crash", "note"];
const $ = (id) => document.getElementById(id);
// The mark before a finding under its line, per severity (an info is not drawn like a warning).
const severityMarks = { error: "✖", warning: "⚠", info: "ℹ" };
const alive = (object) => object.died === null || object.died === undefined;
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === "class") node.className = value; else if (key.startsWith("on")) node.addEventListener(key.slice(2), value); else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  return node;
}
// A fetch that rejects never reached the server: it is gone (the editor's language server or
// `lifeline visualize` exited). Say so, and keep the last state on the page.
class ServerGone extends Error {}
function serverGone(gone) {
  $("offline").hidden = !gone;
  document.body.classList.toggle("offline", gone);
}
async function api(path, body) {
  let response;
  try {
    response = await fetch("api/" + path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (_) {
    serverGone(true);
    throw new ServerGone("The Lifeline server is no longer running.");
  }
  serverGone(false);
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}
// A message that stays until it is dismissed or the user does something else: renders leave it.
function notify(text, kind) {
  $("notice").hidden = false;
  $("notice").className = kind || "";
  $("notice").querySelector(".text").textContent = text;
}
function clearNotice() { $("notice").hidden = true; }
function showError(error) {
  if (error instanceof ServerGone) return;
  notify(String(error.message || error), "error");
}
// The root the page shows: the session's once it is loaded, else the one the address asks for.
function currentRoot() { return state.session ? state.session.root : new URLSearchParams(location.search).get("root"); }
// The session for a root: its sources, properties and what-if candidates are that root's.
async function loadSession(session, rootName) {
  const asked = rootName === undefined ? currentRoot() : rootName;
  state.session = session || await api("session" + (asked ? "?root=" + encodeURIComponent(asked) : ""));
  $("title").textContent = state.session.title;
  $("title").title = state.session.title;
  document.title = "Lifeline: " + (state.session.root ? state.session.root + " · " : "") + state.session.title;
  // The analysis could not run (its worker failed): say so instead of showing an empty page.
  $("problem").textContent = state.session.problem || "";
  $("problem").hidden = !state.session.problem;
  const root = $("root"); root.innerHTML = "";
  for (const name of state.session.roots) root.append(el("option", { value: name }, name));
  if (state.session.root) root.value = state.session.root;
  for (const select of [$("toolchain"), $("whatif-toolchain")]) {
    select.innerHTML = "";
    for (const mode of state.session.toolchains) select.append(el("option", { value: mode }, mode));
    select.value = state.session.toolchain;
  }
  $("apply").disabled = !state.session.writable;
  renderSource();
}
function renderSource() {
  const box = $("source"); box.innerHTML = "";
  for (const source of state.session.sources) {
    const pre = el("pre", { "data-path": source.path });
    const lines = source.text.split("\n");
    const properties = new Map(source.properties.map((p) => [p.line, p]));
    const findings = new Map();
    for (const finding of source.findings) { if (!findings.has(finding.line)) findings.set(finding.line, []); findings.get(finding.line).push(finding); }
    lines.forEach((text, index) => {
      const number = index + 1;
      const property = properties.get(number);
      const line = el("span", { class: "line" + (property ? " property" : "") }, el("span", { class: "number" }, number), text);
      // The verdict's own words: an @ObservedObject that makes its object is not "owned".
      if (property) {
        const label = property.label || property.ownership;
        line.append(el("span", { class: "badge " + (label === property.ownership ? property.ownership : "not-owned"), title: property.evidence.join("\n"), "data-property": property.view + "." + property.name }, label));
      }
      pre.append(line);
      for (const finding of findings.get(number) || []) {
        const severity = severityMarks[finding.severity] ? finding.severity : "warning";
        pre.append(el("span", { class: "finding " + severity, "data-severity": severity, title: severity + " · " + finding.rule },
          severityMarks[severity] + " " + finding.message + " [" + finding.rule + "]"));
      }
    });
    box.append(el("div", {}, el("h2", { title: source.path }, source.path.split("/").pop()), pre));
  }
  state.sourceCentered = false;
  centerSource();
  const list = $("whatif-properties"); list.innerHTML = "";
  for (const source of state.session.sources) for (const property of source.properties) {
    if (!property.conversions.length) continue;
    const select = el("select", { "data-view": property.view, "data-property": property.name, id: "whatif-" + property.view + "-" + property.name, "aria-label": "Wrapper of " + property.view + "." + property.name },
      el("option", { value: property.wrapper }, property.wrapper + " (as written)"), ...property.conversions.map((w) => el("option", { value: w }, w)));
    list.append(el("div", { class: "row" }, el("code", {}, property.view + "." + property.name), select));
  }
  if (!list.children.length) list.append(el("div", { class: "row" }, "No model property here can change its wrapper."));
}
// The first model property in the middle of the source panel, once the panel is on screen. The
// panel is scrolled by hand: scrollIntoView would also scroll the page under the header.
function centerSource() {
  const box = $("source"), first = box.querySelector(".line.property");
  if (state.sourceCentered || !box.clientHeight) return;
  state.sourceCentered = true;
  if (first) box.scrollTop = Math.max(0, first.offsetTop - box.clientHeight / 3);
}
function currentWhatIf() {
  const changes = [];
  for (const select of $("whatif-properties").querySelectorAll("select")) {
    const source = state.session.sources.flatMap((s) => s.properties).find((p) => p.view === select.dataset.view && p.name === select.dataset.property);
    if (source && select.value !== source.wrapper) changes.push({ view: select.dataset.view, property: select.dataset.property, wrapper: select.value });
  }
  return changes;
}
async function run() {
  const actions = state.actions.slice(0, state.position);
  const request = { root: $("root").value, toolchain: $("toolchain").value, actions };
  const original = await api("simulate", request);
  const alternative = state.whatIf ? await api("simulate", { ...request, toolchain: state.whatIfToolchain, whatIf: state.whatIf }) : null;
  state.original = original;
  state.alternative = alternative;
  render();
}
// What the user does next replaces a message from before; a failed request leaves the actions as
// they were, so the page still shows (and steps from) the last state it drew.
function act(change) {
  clearNotice();
  const saved = { actions: state.actions, position: state.position };
  change();
  return run().catch((error) => { state.actions = saved.actions; state.position = saved.position; showError(error); });
}
function perform(action) {
  actionStarted = performance.now();
  act(() => {
    state.actions = state.actions.slice(0, state.position).concat([action]);
    state.position = state.actions.length;
  });
}
function renderDevice(box, result) {
  const screen = box.querySelector(".screen"), status = box.querySelector(".status");
  screen.innerHTML = "";
  if (!result) return;
  const last = result.steps[result.steps.length - 1];
  if (last) {
    let tabs = null;
    for (const item of last.screen) {
      const indent = { style: "margin-left:" + (item.depth * 8) + "px;width:calc(100% - " + (item.depth * 8) + "px)" };
      if (item.role === "text") screen.append(el("div", { class: "text", ...indent }, item.label));
      else if (item.role === "button" || item.role === "link") screen.append(el("button", { class: "tap", ...indent, "data-action": item.action, onclick: () => perform(item.action) }, item.label + (item.role === "link" ? " ›" : "")));
      else if (item.role === "toggle") screen.append(el("label", { class: "toggle", ...indent }, item.label, el("input", { type: "checkbox", ...(item.value === "on" ? { checked: "" } : {}), "data-action": item.action, onchange: () => perform(item.action) })));
      else if (item.role === "field") screen.append(el("input", { ...indent, value: item.value || "", placeholder: item.label, "data-action": item.action, onchange: (e) => perform(item.action + " = " + JSON.stringify(e.target.value)) }));
      else if (item.role === "navigation") screen.append(el("div", { class: "nav", "data-action": "back", title: item.label, onclick: () => perform("back") }, "‹ Back · " + item.label.replace(/^pushed /, "").replace(/ · back available$/, "")));
      else if (item.role === "sheet") screen.append(el("div", { class: "sheet" }, item.label, el("button", { "data-action": "dismiss", onclick: () => perform("dismiss") }, "Dismiss")));
      else if (item.role === "tab") { if (!tabs) { tabs = el("div", { class: "tabs" }); screen.append(tabs); } tabs.append(el("button", { class: item.value === "selected" ? "selected" : "", "data-action": item.action, onclick: () => perform(item.action) }, item.label)); }
      else screen.append(el("div", indent, "[" + item.role + "] " + item.label));
    }
  }
  if (result.crashed) {
    const crash = result.steps.flatMap((s) => s.events).find((e) => e.kind === "crash");
    screen.append(el("div", { class: "crash" }, "💥 " + (crash ? crash.text : "the app crashed")));
  }
  if (result.error) screen.append(el("div", { class: "error" }, result.error));
  const living = result.objects.filter(alive).length;
  status.textContent = "step " + (last ? last.index : 0) + " · " + living + (living === 1 ? " object" : " objects") + " alive · " + result.milliseconds.toFixed(1) + " ms";
}
function differences(a, b) {
  const marks = new Map();
  if (!a || !b) return marks;
  a.steps.forEach((step, index) => {
    const other = new Set((b.steps[index] ? b.steps[index].events : []).map((e) => e.text));
    marks.set(index, new Set(step.events.filter((e) => !other.has(e.text)).map((e) => e.text)));
  });
  return marks;
}
function renderTimeline() {
  const box = $("steps"); box.innerHTML = "";
  const result = state.original; if (!result) return;
  const marks = differences(result, state.alternative);
  // Notes about APIs the simulator does not know: hidden unless asked for, counted either way.
  const notes = result.steps.reduce((n, step) => n + step.events.filter((e) => e.simulatorNote).length, 0);
  $("simulator-note-count").textContent = "(" + notes + (state.showSimulatorNotes || !notes ? ")" : " hidden)");
  const query = state.query.toLowerCase();
  result.steps.forEach((step, index) => {
    const events = step.events.filter((e) => !state.hidden.has(e.kind) && (state.showSimulatorNotes || !e.simulatorNote) && (!query || e.text.toLowerCase().includes(query)));
    const node = el("div", { class: "step" + (index === result.steps.length - 1 ? " current" : "") }, el("div", { class: "title" }, "step " + step.index + ": " + step.action));
    for (const event of events) {
      const changed = marks.get(index) && marks.get(index).has(event.text);
      node.append(el("div", { class: "event " + event.kind.replace(".", "-") + (changed ? " diff" : ""), title: changed ? "not in the what-if run" : "" }, event.text));
    }
    box.append(node);
  });
  // The current step into view, scrolling only the pane (offsets are relative to it).
  const current = box.querySelector(".step.current"), pane = $("timeline");
  if (current && pane.clientHeight) {
    const bottom = current.offsetTop + current.offsetHeight;
    if (bottom > pane.scrollTop + pane.clientHeight) pane.scrollTop = bottom - pane.clientHeight;
    if (current.offsetTop < pane.scrollTop) pane.scrollTop = current.offsetTop;
  }
}
// 1, 2, 5, 10, 20, 50…: the smallest of these at least `at`.
function roundStep(at) {
  for (let scale = 1; ; scale *= 10) for (const n of [1, 2, 5]) if (n * scale >= at) return n * scale;
}
// One row per object on a step axis. Step i sits at the middle of the i-th of `count` equal
// columns, so a freed object's bar ends at the step of its deinit, with ✕ there; a live one runs
// to the right edge and ends in an arrow.
function renderLifelines(box, result) {
  box.innerHTML = "";
  if (!result) return;
  const count = Math.max(1, result.steps.length);
  const at = (step) => ((Math.min(step, count - 1) + 0.5) / count) * 100;
  const trackWidth = Math.max(60, (box.clientWidth || 480) * 0.68);
  const every = roundStep(count / Math.max(1, Math.floor(trackWidth / 30)));
  const axis = el("div", { class: "axis" });
  for (let i = 0; i < count; i++) {
    const labelled = i % every === 0 || (i === count - 1 && i % every >= every / 2);
    if (!labelled && count > 200) continue;
    const step = result.steps[i];
    axis.append(el("span", { class: "tick" + (labelled ? " labelled" : ""), style: "left:" + at(i) + "%", "data-step": i, title: "step " + i + (step ? ": " + step.action : "") }, labelled ? el("span", {}, i) : null));
  }
  box.append(el("div", { class: "lifeline-axis" }, el("span", { class: "axis-title" }, "step"), axis));
  for (const object of result.objects) {
    const freed = !alive(object);
    const start = at(object.born), end = freed ? at(object.died) : 100;
    const wrapper = (object.wrapper || "").replace("@", "").replace(/\(.*$/, "");
    const owner = [object.owner, object.wrapper].filter(Boolean).join(" · ");
    const life = "init at step " + object.born + (freed ? ", deinit at step " + object.died : ", still alive after the last step");
    const describe = object.object + (object.type ? " (" + object.type + ")" : "") + (owner ? " · " + owner : "") + ": " + life;
    const track = el("div", { class: "track" }, el("div", { class: "bar " + wrapper + (freed ? " freed" : " alive"), style: "left:" + start + "%;width:" + Math.max(0, end - start) + "%", title: describe }));
    if (freed) track.append(el("span", { class: "freed-mark", style: "left:" + end + "%", title: object.object + " freed (deinit) at step " + object.died }, "✕"));
    box.append(el("div", { class: "lifeline" + (freed ? " freed" : ""), "data-object": object.object, "data-born": object.born, "data-died": freed ? object.died : "" },
      el("div", { class: "name", title: describe }, el("span", { class: "object" }, object.object), object.owner ? el("span", { class: "owner" }, object.owner) : null),
      track));
  }
  if (!result.objects.length) box.append(el("div", { class: "legend" }, "No model object was made."));
}
function renderAllLifelines() {
  renderLifelines($("lifelines-original"), state.original);
  renderLifelines($("lifelines-whatif"), state.alternative);
}
function renderTree() {
  const box = $("tree"); box.innerHTML = "";
  const result = state.original; if (!result || !result.steps.length) return;
  for (const node of result.steps[result.steps.length - 1].tree) {
    const item = el("div", { class: "node", style: "padding-left:" + (node.depth * 14) + "px", title: node.path }, node.view);
    for (const line of node.storage.concat(node.references)) item.append(el("div", { class: "storage" }, line));
    box.append(item);
  }
}
function render() {
  renderDevice($("device-original"), state.original);
  $("device-whatif").hidden = !state.alternative;
  $("device-panel").classList.toggle("comparing", !!state.alternative);
  $("lifelines-whatif-box").hidden = !state.alternative;
  renderDevice($("device-whatif"), state.alternative);
  renderTimeline();
  renderAllLifelines();
  renderTree();
  $("back").disabled = state.position === 0;
  $("forward").disabled = state.position >= state.actions.length;
  if (window.lifelineTimings.firstScreen === null && state.original) window.lifelineTimings.firstScreen = performance.now();
  if (actionStarted !== null) { window.lifelineTimings.lastAction = performance.now() - actionStarted; actionStarted = null; }
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
  $("whatif-status").textContent = state.alternative ? (state.alternative.error || ("Replayed with: " + (state.alternative.whatIf.join("; ") || "the same code") + " · toolchain " + state.alternative.toolchain)) : "";
}
function download(name, type, text) {
  const link = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link); link.click(); link.remove();
}
function markdown() {
  const lines = ["# Lifeline trace: " + state.session.title, "", "Root: `" + state.original.root + "` · toolchain " + state.original.toolchain, ""];
  for (const step of state.original.steps) {
    lines.push("## Step " + step.index + ": " + step.action, "");
    for (const event of step.events) lines.push("- " + event.text);
    lines.push("");
  }
  lines.push("## Objects", "", "| Object | Owner | Wrapper | Init at step | Deinit at step |", "|---|---|---|---|---|");
  for (const o of state.original.objects) lines.push("| " + o.object + " | " + (o.owner || "") + " | " + (o.wrapper || "") + " | " + o.born + " | " + (alive(o) ? "alive" : o.died) + " |");
  if (state.alternative) lines.push("", "What if: " + state.alternative.whatIf.join("; "));
  return lines.join("\n") + "\n";
}
// Tabs, and the source's place: its own column from 1,200 px, a tab below that.
function showPane(name) {
  for (const b of document.querySelectorAll(".tabsbar button")) b.classList.toggle("active", b.dataset.pane === name);
  for (const pane of document.querySelectorAll(".pane")) pane.classList.toggle("active", pane.id === name);
  if (name === "lifelines") renderAllLifelines();
  if (name === "source-pane") centerSource();
}
const narrow = window.matchMedia("(max-width: 1199px)");
function placeSource() {
  const home = narrow.matches ? $("source-pane") : $("source-panel");
  if ($("source").parentElement !== home) { home.append($("source")); state.sourceCentered = false; }
  const active = document.querySelector(".tabsbar button.active");
  if (!narrow.matches && active && active.dataset.pane === "source-pane") showPane("timeline");
  else if (narrow.matches && !state.paneChosen) showPane("source-pane");
  centerSource();
}
narrow.addEventListener("change", placeSource);
placeSource();
for (const button of document.querySelectorAll(".tabsbar button")) button.onclick = () => { state.paneChosen = true; showPane(button.dataset.pane); };
let resizing = null;
window.addEventListener("resize", () => { clearTimeout(resizing); resizing = setTimeout(() => { renderAllLifelines(); centerSource(); }, 100); });
$("reset").onclick = () => act(() => { state.actions = []; state.position = 0; });
$("back").onclick = () => { if (state.position > 0) act(() => { state.position--; }); };
$("forward").onclick = () => { if (state.position < state.actions.length) act(() => { state.position++; }); };
$("replay").onclick = async () => {
  clearNotice();
  const target = state.position;
  try { for (let i = 0; i <= target; i++) { state.position = i; await run(); await new Promise((r) => setTimeout(r, 350)); } }
  catch (error) { state.position = target; showError(error); }
};
// Another root: its own sources and what-if candidates (a what-if of the old root's properties
// goes), the address says it (a reload stays there), and the simulation starts from launch.
$("root").onchange = async () => {
  clearNotice();
  const name = $("root").value;
  const url = new URL(location.href); url.searchParams.set("root", name); history.replaceState(null, "", url);
  state.actions = []; state.position = 0; state.whatIf = null; state.alternative = null;
  try { await loadSession(null, name); await run(); } catch (error) { showError(error); }
};
$("toolchain").onchange = () => act(() => {});
$("compare").onclick = () => act(() => { state.whatIf = currentWhatIf(); state.whatIfToolchain = $("whatif-toolchain").value; });
$("clear-whatif").onclick = () => act(() => { state.whatIf = null; for (const s of $("whatif-properties").querySelectorAll("select")) s.selectedIndex = 0; });
$("dismiss").onclick = clearNotice;
$("apply").onclick = async () => {
  clearNotice();
  const changes = currentWhatIf(); if (!changes.length) return notify("Choose another wrapper above first.", "error");
  try {
    const read = state.session.version;
    const answer = await api("apply", { whatIf: changes, root: currentRoot() });
    state.whatIf = null;
    await loadSession(answer.session);
    await run();
    // After the re-render, which leaves it alone: it stays until dismissed or the next action.
    // Files unchanged on disk: an editor took the edit into its buffer (its undo), not saved yet.
    notify(answer.session.version !== read
      ? "Applied to the file: " + answer.applied.join("; ") + ". The page now shows the changed code."
      : "Sent to the editor: " + answer.applied.join("; ") + ". Save the file there to see it here.");
  } catch (error) { showError(error); }
};
$("export-json").onclick = () => download("lifeline-trace.json", "application/json", JSON.stringify({ session: { title: state.session.title, root: state.original.root }, actions: state.actions.slice(0, state.position), original: state.original, whatIf: state.alternative }, null, 2));
$("export-md").onclick = () => download("lifeline-trace.md", "text/markdown", markdown());
$("search").oninput = (e) => { state.query = e.target.value; renderTimeline(); };
$("show-simulator-notes").onchange = (e) => { state.showSimulatorNotes = e.target.checked; renderTimeline(); };
$("reload").onclick = async () => {
  clearNotice();
  try { $("banner").hidden = true; await loadSession(await api("reload", { root: currentRoot() })); await run(); } catch (error) { showError(error); }
};
for (const kind of kinds) {
  const box = el("input", { type: "checkbox", checked: "", "data-kind": kind, onchange: (e) => { if (e.target.checked) state.hidden.delete(kind); else state.hidden.add(kind); renderTimeline(); } });
  $("filters").append(el("label", {}, box, " " + kind));
}
// Every two seconds: have the files changed? A failure to reach the server shows it is gone.
setInterval(async () => {
  try { const { version } = await api("version"); if (state.session && version !== state.session.version) $("banner").hidden = false; } catch (_) {}
}, 2000);
loadSession().then(run).catch(showError);
</script>
</body>
</html>
"""#
}
