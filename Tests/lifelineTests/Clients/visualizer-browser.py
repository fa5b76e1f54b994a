"""Drives the visualizer in headless Chromium with Selenium (Debian's python3-selenium).

Usage: visualizer-browser.py URL SCREENSHOT_DIR
Prints one JSON object: what was checked, the timings, and "ok".
"""
import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

url, shots = sys.argv[1], sys.argv[2]
result = {"ok": False, "checks": []}


def check(name, condition, detail=""):
    result["checks"].append({"name": name, "ok": bool(condition), "detail": detail})
    if not condition:
        raise AssertionError(f"{name}: {detail}")


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


try:
    started = time.time()
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
    driver.save_screenshot(os.path.join(shots, "visualizer-score-3.png"))

    tap("Toggle Name")
    check("Toggle Name resets the score", "Score: 0" in screen_text(), screen_text())
    driver.find_element(By.CSS_SELECTOR, ".tabsbar button[data-pane='lifelines']").click()
    lines = driver.find_elements(By.CSS_SELECTOR, "#lifelines-original .lifeline")
    found = {line.get_attribute("data-object"): (line.get_attribute("data-born"), line.get_attribute("data-died")) for line in lines}
    check("the first Model ended at the toggle", found.get("Model#1") == ("0", "4"), str(found))
    check("a second Model started at the toggle", found.get("Model#2") == ("4", ""), str(found))
    driver.save_screenshot(os.path.join(shots, "visualizer-lifelines.png"))

    Select(driver.find_element(By.ID, "whatif-ScorePlate-model")).select_by_value("@StateObject")
    before = renders()
    driver.find_element(By.ID, "compare").click()
    wait.until(lambda _: renders() > before and driver.find_element(By.ID, "device-whatif").is_displayed())
    check("with @StateObject the replay keeps Score: 3", "Score: 3" in screen_text("device-whatif"), screen_text("device-whatif"))
    check("and the original still resets", "Score: 0" in screen_text(), screen_text())
    whatif_lines = driver.find_elements(By.CSS_SELECTOR, "#lifelines-whatif .lifeline")
    check("one Model lives through the what-if", [line.get_attribute("data-object") for line in whatif_lines] == ["Model#1"], str(len(whatif_lines)))
    driver.save_screenshot(os.path.join(shots, "visualizer-what-if.png"))
    result["ok"] = True
except Exception as error:  # report, do not hide
    result["error"] = f"{type(error).__name__}: {error}"
    try:
        driver.save_screenshot(os.path.join(shots, "visualizer-failure.png"))
    except Exception:
        pass
finally:
    driver.quit()
print(json.dumps(result))
