"""Drives the visualizer in headless Chromium with Selenium (Debian's python3-selenium).

Usage: visualizer-browser.py URL [SCREENSHOT_DIR] [--apply-url URL --apply-pid PID]
       visualizer-browser.py --roots-folder DIR --lifeline EXECUTABLE [SCREENSHOT_DIR]

URL is `lifeline visualize` on the built-in example. SCREENSHOT_DIR defaults to
$LIFELINE_SCREENSHOT_DIR, else a new temporary folder; every screenshot's path is printed.
With --apply-url (a second `lifeline visualize` on a writable copy of Examples/ScorePlate.swift)
and --apply-pid (that server's process), it also presses "Apply to file", then kills that server
and checks the page says so.

With --roots-folder (a copy of TestSupport's TwoRoots workspace: roots Home and Settings) it
plays an editor instead: it starts `EXECUTABLE lsp` on that folder, asks it to visualize Home
(workspace/executeCommand lifeline.visualize, as the code lens does), opens the address it gives,
then changes the root three ways (the Root menu, `?root=` in the address, a second editor
request) and checks after each that the Source and What-if panels show that root's files and
properties and none of the other's.

Prints one line per screenshot, then one JSON object: what was checked, the timings, and "ok".
"""
import argparse
import json
import os
import re
import signal
import socket
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

parser = argparse.ArgumentParser()
parser.add_argument("url", nargs="?")
parser.add_argument("shots", nargs="?")
parser.add_argument("--apply-url")
parser.add_argument("--apply-pid", type=int)
parser.add_argument("--roots-folder")
parser.add_argument("--lifeline")
arguments = parser.parse_args()
if arguments.roots_folder and arguments.url and not arguments.shots:
    # One positional: with --roots-folder it is the screenshot folder.
    arguments.shots, arguments.url = arguments.url, None
url = arguments.url
shots = arguments.shots or os.environ.get("LIFELINE_SCREENSHOT_DIR") or tempfile.mkdtemp(prefix="lifeline-shots-")
os.makedirs(shots, exist_ok=True)
result = {"ok": False, "checks": [], "screenshots": []}

# The widths the layout must hold at (a VS Code panel beside the editor, a laptop, a desktop).
SIZES = [(900, 800), (1280, 800), (1920, 1080)]


def check(name, condition, detail=""):
    """A step the rest of the scenario depends on: stop at the first failure."""
    result["checks"].append({"name": name, "ok": bool(condition), "detail": str(detail)})
    if not condition:
        raise AssertionError(f"{name}: {detail}")


def expect(name, condition, detail=""):
    """A property of a layout: record it and go on, so one run reports every failure."""
    result["checks"].append({"name": name, "ok": bool(condition), "detail": str(detail)})


def screenshot(name):
    path = os.path.join(shots, name)
    driver.save_screenshot(path)
    result["screenshots"].append(path)
    print("screenshot: " + path, flush=True)


options = webdriver.ChromeOptions()
options.binary_location = os.environ.get("LIFELINE_CHROMIUM", "/usr/bin/chromium")
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,900"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(os.environ.get("LIFELINE_CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
wait = WebDriverWait(driver, 20)


def screen_text(device="device-original"):
    return driver.find_element(By.CSS_SELECTOR, f"#{device} .screen").text


def renders():
    return int(driver.execute_script("return Number(document.body.dataset.renders || 0)"))


def tap(label):
    before = renders()
    button = driver.find_element(By.XPATH, f"//div[@id='device-original']//button[normalize-space(text())='{label}']")
    button.click()
    wait.until(lambda _: renders() > before)


def appearance(dark):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def window(width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def replay_with_state_object():
    Select(driver.find_element(By.ID, "whatif-ScorePlate-model")).select_by_value("@StateObject")
    before = renders()
    driver.find_element(By.ID, "compare").click()
    wait.until(lambda _: renders() > before and driver.find_element(By.ID, "device-whatif").is_displayed())


def rgb(colour):
    """(r, g, b) from a computed colour, "rgb(1, 2, 3)" or "rgba(1, 2, 3, 1)"."""
    inside = colour[colour.index("(") + 1:colour.index(")")]
    return tuple(float(part) for part in inside.split(",")[:3])


def contrast(a, b):
    def luminance(colour):
        channels = []
        for value in colour:
            c = value / 255
            channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    high, low = sorted([luminance(a), luminance(b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


# Everything a layout check needs, measured in the page at once.
MEASURE = """
const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height }; };
// Visible without scrolling: inside the window, and the element itself is what is drawn at its centre.
const reachable = (e) => {
  if (!e) return false;
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (hit === e || e.contains(hit));
};
const rows = (id) => [...document.querySelectorAll('#' + id + ' .lifeline')].map((row) => {
  const name = row.querySelector('.name'), track = row.querySelector('.track'), bar = row.querySelector('.bar'), mark = row.querySelector('.freed-mark');
  return { object: row.dataset.object, freed: row.classList.contains('freed'), name: box(name), nameTitle: name.title, nameOverflow: getComputedStyle(name).overflow,
    track: box(track), bar: box(bar), mark: box(mark), markTitle: mark ? mark.title : null };
});
const device = document.querySelector('#device-original');
return {
  scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight, scrollY: window.scrollY,
  innerWidth, innerHeight,
  header: box(document.querySelector('header')), main: box(document.querySelector('main')),
  devices: [...document.querySelectorAll('.device')].filter((d) => !d.hidden).map((d) => box(d).width),
  deviceVisible: reachable(device.querySelector('.screen')),
  whatIf: { property: reachable(document.getElementById('whatif-ScorePlate-model')), compare: reachable(document.getElementById('compare')), apply: reachable(document.getElementById('apply')) },
  bezel: getComputedStyle(device).borderTopColor, background: getComputedStyle(document.body).backgroundColor,
  ticks: [...document.querySelectorAll('#lifelines-original .axis .tick')].map((t) => ({ step: t.dataset.step, label: t.textContent, x: box(t).left })),
  original: rows('lifelines-original'), whatIfRows: rows('lifelines-whatif'),
  legend: (document.querySelector('#lifelines .legend') || {}).textContent || '',
};
"""


def check_layout(label, dark):
    m = driver.execute_script(MEASURE)
    expect(f"{label}: no horizontal overflow", m["scrollWidth"] <= m["innerWidth"], f'{m["scrollWidth"]} > {m["innerWidth"]}')
    expect(f"{label}: the header ends where the panels begin", m["header"]["bottom"] <= m["main"]["top"] + 0.5, f'header bottom {m["header"]["bottom"]}, main top {m["main"]["top"]}')
    expect(f"{label}: the page itself does not scroll", m["scrollHeight"] <= m["innerHeight"] and m["scrollY"] == 0 and m["main"]["bottom"] <= m["innerHeight"] + 0.5,
           f'scrollHeight {m["scrollHeight"]}, innerHeight {m["innerHeight"]}, scrollY {m["scrollY"]}, main bottom {m["main"]["bottom"]}')
    expect(f"{label}: both devices at least 280 px wide", len(m["devices"]) == 2 and min(m["devices"]) >= 280, m["devices"])
    expect(f"{label}: the device is on screen", m["deviceVisible"])
    expect(f"{label}: the what-if controls are in view without scrolling", all(m["whatIf"].values()), m["whatIf"])
    ratio = contrast(rgb(m["bezel"]), rgb(m["background"]))
    expect(f"{label}: the bezel stands out from the page", ratio >= 1.8, f'bezel {m["bezel"]} on {m["background"]}: contrast {ratio:.2f}')
    labels = [tick["label"] for tick in m["ticks"] if tick["label"]]
    expect(f"{label}: the lifelines have a step axis", len(m["ticks"]) == 5 and "0" in labels and "4" in labels, m["ticks"])
    rows = {row["object"]: row for row in m["original"]}
    first, second = rows.get("Model#1"), rows.get("Model#2")
    tick4 = next((tick["x"] for tick in m["ticks"] if tick["step"] == "4"), None)
    freed_ok = (first is not None and first["freed"] and first["mark"] is not None and tick4 is not None
                and first["bar"]["right"] < first["track"]["right"] - 8
                and abs(first["bar"]["right"] - tick4) <= 2
                and abs((first["mark"]["left"] + first["mark"]["right"]) / 2 - first["bar"]["right"]) <= 2
                and "freed" in (first["markTitle"] or "") and "freed" in m["legend"])
    expect(f"{label}: the freed Model ends at step 4 with its mark", freed_ok, json.dumps(first) + f" tick 4 at {tick4}")
    expect(f"{label}: the live Model runs to the edge", second is not None and not second["freed"] and second["mark"] is None and second["bar"]["right"] >= second["track"]["right"] - 1, json.dumps(second))
    overlaps = [row["object"] for row in m["original"] + m["whatIfRows"]
                if row["name"]["right"] > row["track"]["left"] + 0.5 or row["bar"]["left"] < row["track"]["left"] - 0.5
                or row["nameOverflow"] != "hidden" or not row["nameTitle"]]
    expect(f"{label}: lifeline names stay out of the bars", m["original"] and m["whatIfRows"] and not overlaps, overlaps)


class Editor:
    """A minimal LSP client over `lifeline lsp`'s stdio: what an editor sends for the code lens
    "Visualize lifecycle", answering the server's own requests (showDocument and the like)."""

    def __init__(self, executable, folder):
        import subprocess
        self.process = subprocess.Popen([executable, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.shown = []
        self.request(1, "initialize", {"capabilities": {"window": {"showDocument": {"support": True}}},
                                       "workspaceFolders": [{"uri": "file://" + folder, "name": "w"}]})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = 0
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("lifeline lsp closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, id, method, params):
        self.send({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        while True:
            message = self.read()
            if "method" in message and "id" in message:
                if message["method"] == "window/showDocument":
                    self.shown.append(message["params"]["uri"])
                    self.send({"jsonrpc": "2.0", "id": message["id"], "result": {"success": True}})
                else:
                    self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif message.get("id") == id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result")

    def visualize(self, id, view, path):
        return self.request(id, "workspace/executeCommand", {"command": "lifeline.visualize", "arguments": [view, "file://" + path]})["uri"]

    def close(self):
        try:
            self.request(99, "shutdown", None)
            self.send({"jsonrpc": "2.0", "method": "exit"})
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


# Per root of the TwoRoots workspace: the files of the Source panel, the What-if candidates.
ROOTS = {"Home": ({"Home.swift", "FeedRow.swift"}, {"Home.feed", "FeedRow.row"}),
         "Settings": ({"Settings.swift"}, {"Settings.preferences"})}


def shows(root, how):
    """The page has settled on `root`: the menu, the Source panel and What if are all its."""
    def settled(_):
        state = driver.execute_script("""
            return { root: document.getElementById('root').value, title: document.title,
              files: [...document.querySelectorAll('#source pre')].map((p) => p.dataset.path.split('/').pop()),
              properties: [...document.querySelectorAll('#whatif-properties select')].map((s) => s.dataset.view + '.' + s.dataset.property),
              device: document.querySelector('#device-original .screen').textContent, apply: !!document.getElementById('apply') };""")
        return state if state["root"] == root and set(state["files"]) == ROOTS[root][0] else False
    try:
        state = WebDriverWait(driver, 20).until(settled)
    except Exception:
        state = driver.execute_script("return { root: document.getElementById('root').value, files: [...document.querySelectorAll('#source pre')].map((p) => p.dataset.path) }")
        return check(f"{how}: the page shows {root}", False, state)
    files, properties = ROOTS[root]
    others = set().union(*[f | p for name, (f, p) in ROOTS.items() if name != root])
    check(f"{how}: the Source panel shows {root}'s files", set(state["files"]) == files, state["files"])
    check(f"{how}: What if offers {root}'s properties", set(state["properties"]) == properties, state["properties"])
    check(f"{how}: nothing of the other root is shown", not (set(state["files"]) | set(state["properties"])) & others, state)
    check(f"{how}: the title names {root}", root in state["title"], state["title"])


def finding_marks():
    """Home.feed's finding ships as an info: drawn with the info mark, not in the warning's red."""
    found = driver.execute_script("""
        const red = getComputedStyle(document.documentElement).getPropertyValue('--bad').trim();
        const probe = document.createElement('span'); probe.style.color = red; document.body.append(probe);
        const bad = getComputedStyle(probe).color; probe.remove();
        return { marks: severityMarks, bad, findings: [...document.querySelectorAll('#source .finding')].map((f) =>
          ({ severity: f.dataset.severity, text: f.textContent, colour: getComputedStyle(f).color })) };""")
    marks = found["marks"]
    check("error, warning and info each have their own mark", len({marks.get("error"), marks.get("warning"), marks.get("info")} - {None}) == 3, marks)
    infos = [f for f in found["findings"] if f["severity"] == "info"]
    check("an info finding is drawn with the info mark, not in red",
          infos and all(f["text"].startswith(marks["info"] + " ") and f["colour"] != found["bad"] for f in infos), found)


def simulator_notes():
    """Settings calls an API the simulator does not know on two lines: one grouped note, hidden
    until "show simulator notes" is ticked."""
    WebDriverWait(driver, 20).until(lambda _: "Settings.body" in driver.find_element(By.ID, "steps").text)
    steps = driver.find_element(By.ID, "steps")
    check("simulator notes are hidden at first", "not known to the simulator" not in steps.text
          and "1 hidden" in driver.find_element(By.ID, "simulator-note-count").text, steps.text)
    driver.find_element(By.ID, "show-simulator-notes").click()
    lines = [line for line in steps.text.split("\n") if "not known to the simulator" in line]
    check("show simulator notes shows one line per name with its places",
          lines == ["note: `Formatter` is not known to the simulator; its value is unknown (2 places: Settings.swift:8, Settings.swift:9)"], lines)
    driver.find_element(By.ID, "show-simulator-notes").click()


def roots_scenario():
    editor = Editor(arguments.lifeline, arguments.roots_folder)
    try:
        folder = arguments.roots_folder
        first = editor.visualize(2, "Home", os.path.join(folder, "Home.swift"))
        check("the editor opened the page for Home", editor.shown == [first] and first.endswith("?root=Home"), editor.shown)
        driver.get(first)
        shows("Home", "opened from the editor")
        finding_marks()

        Select(driver.find_element(By.ID, "root")).select_by_value("Settings")
        shows("Settings", "the Root menu")
        simulator_notes()
        check("the address follows the menu", urllib.parse.urlparse(driver.current_url).query == "root=Settings", driver.current_url)
        driver.refresh()
        shows("Settings", "the page reloaded after the menu")

        driver.get(first.split("?")[0] + "?root=Home")
        shows("Home", "?root=Home")

        second = editor.visualize(3, "Settings", os.path.join(folder, "Settings.swift"))
        check("a second editor request uses the same endpoint", second.split("?")[0] == first.split("?")[0] and editor.shown[-1] == second, editor.shown)
        driver.get(second)
        shows("Settings", "a second editor request")
        screenshot("visualizer-root-changed.png")
    finally:
        editor.close()


try:
    started = time.time()
    if arguments.roots_folder:
        roots_scenario()
        result["ok"] = all(c["ok"] for c in result["checks"])
        raise SystemExit
    driver.get(url)
    wait.until(lambda _: "Score: 0" in screen_text())
    result["firstScreenMs"] = driver.execute_script("return window.lifelineTimings.firstScreen")
    check("the built-in example starts at Score: 0", "Score: 0" in screen_text(), screen_text())

    taps = []
    for _ in range(3):
        tap("+1")
        taps.append(driver.execute_script("return window.lifelineTimings.lastAction"))
    result["tapRoundTripMs"] = taps
    check("three taps on +1 show Score: 3", "Score: 3" in screen_text(), screen_text())
    screenshot("visualizer-score-3.png")

    tap("Toggle Name")
    check("Toggle Name resets the score", "Score: 0" in screen_text(), screen_text())
    driver.find_element(By.CSS_SELECTOR, ".tabsbar button[data-pane='lifelines']").click()
    lines = driver.find_elements(By.CSS_SELECTOR, "#lifelines-original .lifeline")
    found = {line.get_attribute("data-object"): (line.get_attribute("data-born"), line.get_attribute("data-died")) for line in lines}
    check("the first Model ended at the toggle", found.get("Model#1") == ("0", "4"), str(found))
    check("a second Model started at the toggle", found.get("Model#2") == ("4", ""), str(found))
    screenshot("visualizer-lifelines.png")

    replay_with_state_object()
    check("with @StateObject the replay keeps Score: 3", "Score: 3" in screen_text("device-whatif"), screen_text("device-whatif"))
    check("and the original still resets", "Score: 0" in screen_text(), screen_text())
    whatif_lines = driver.find_elements(By.CSS_SELECTOR, "#lifelines-whatif .lifeline")
    check("one Model lives through the what-if", [line.get_attribute("data-object") for line in whatif_lines] == ["Model#1"], str(len(whatif_lines)))
    screenshot("visualizer-what-if.png")

    # The same state, loaded afresh at each width, in light and in dark.
    for dark in (False, True):
        appearance(dark)
        for width, height in SIZES:
            mode = "dark" if dark else "light"
            window(width, height)
            driver.get(url)
            wait.until(lambda _: "Score: 0" in screen_text())
            for label in ["+1", "+1", "+1", "Toggle Name"]:
                tap(label)
            replay_with_state_object()
            driver.find_element(By.CSS_SELECTOR, ".tabsbar button[data-pane='lifelines']").click()
            check_layout(f"{width} px {mode}", dark)
            screenshot(f"visualizer-{width}-{mode}.png")
    appearance(False)
    window(1280, 800)

    if arguments.apply_url:
        # "Apply to file" on a writable copy: its message outlives the re-render that follows.
        driver.get(arguments.apply_url)
        wait.until(lambda _: "Score: 0" in screen_text())
        tap("+1")
        Select(driver.find_element(By.ID, "whatif-ScorePlate-model")).select_by_value("@StateObject")
        before = renders()
        driver.find_element(By.ID, "apply").click()
        notice = driver.find_element(By.ID, "notice")
        wait.until(lambda _: renders() > before and notice.is_displayed())
        source = driver.execute_script("return document.getElementById('source').textContent")
        check("Apply rewrote the file and the page re-rendered it", re.search(r"@StateObject (private )?var model = ScoreModel\(\)", source) and renders() > before, source[:200])
        check("Apply says what it did", notice.is_displayed() and "Applied" in notice.text, notice.text)
        time.sleep(2.5)  # a poll of the files on disk, and whatever it redraws
        check("the Apply message is still there after the re-render", notice.is_displayed() and "Applied" in notice.text, notice.text)
        screenshot("visualizer-applied.png")
        tap("+1")
        check("the next action replaces the Apply message", not notice.is_displayed(), notice.text)

        # The server goes away: the page says so and keeps what it showed.
        os.kill(arguments.apply_pid, signal.SIGKILL)
        address = urllib.parse.urlparse(arguments.apply_url)
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                socket.create_connection((address.hostname, address.port), timeout=1).close()
                time.sleep(0.1)
            except OSError:
                break
        driver.find_element(By.XPATH, "//div[@id='device-original']//button[normalize-space(text())='+1']").click()
        offline = driver.find_element(By.ID, "offline")
        wait.until(lambda _: offline.is_displayed())
        body = driver.find_element(By.TAG_NAME, "body").text
        check("after the server is killed, a tap says it is no longer running", "no longer running" in offline.text and "Failed to fetch" not in body, offline.text)
        check("and the last state stays on the page", "Score: 2" in screen_text(), screen_text())
        screenshot("visualizer-server-gone.png")
    result["ok"] = all(c["ok"] for c in result["checks"])
    if not result["ok"]:
        result["error"] = "; ".join(c["name"] for c in result["checks"] if not c["ok"])
except SystemExit:
    pass
except Exception as error:  # report, do not hide
    result["error"] = f"{type(error).__name__}: {error}"
    try:
        screenshot("visualizer-failure.png")
    except Exception:
        pass
finally:
    driver.quit()
print(json.dumps(result))
