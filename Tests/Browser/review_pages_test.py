#!/usr/bin/python3
"""The golden report and the preview page in headless Chromium, loaded from file://.

Run by `make browser-test` (part of `make test`) as
    /usr/bin/python3 Tests/Browser/review_pages_test.py RENDER_GIFS [--screenshots DIR]

It writes a small scene file into a temporary folder, records its goldens with the given
render-gifs binary, changes one button colour and adds a stale golden, so that `golden verify`
fails and writes its report; then it writes a preview page, and a second one under --watch. Each
page is driven as a user would (keys, clicks, the range inputs) through chromium-driver and
python3-selenium, Debian's packages (scripts/install-system-packages.sh). A missing browser,
driver or selenium is a failure, never a skip.
"""

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import unittest
import zlib

CHROMIUM = '/usr/bin/chromium'
CHROMEDRIVER = '/usr/bin/chromedriver'

try:
  from selenium import webdriver
  from selenium.webdriver.chrome.service import Service
  from selenium.webdriver.common.action_chains import ActionChains
  from selenium.webdriver.common.by import By
  from selenium.webdriver.common.keys import Keys
except ImportError as error:
  sys.exit('error: python3-selenium is not importable by %s (%s): run scripts/install-system-packages.sh, '
           'or apt-get install python3-selenium.' % (sys.executable, error))

# The scene: two rows, the first swiped open at 0.2 s and closed by a tap at 1.0 s, at 10 fps so
# that a debug build draws it in seconds. Its goldens are three key moments and t-0.600, light only.
SCENE = {
  'version': 1,
  'name': 'browser-check',
  'summary': 'A row swiped open and closed, for the browser test of the review pages.',
  'canvas': {'width': 320, 'scale': 1},
  'fps': 10,
  'rows': [
    {'style': 'subtitle', 'title': 'The Analytical Engine', 'subtitle': 'Ada Lovelace'},
    {'style': 'subtitle', 'title': 'On Computable Numbers', 'subtitle': 'Alan Turing'},
  ],
  'right': {
    'transitionStyle': 'reveal',
    'actions': [
      {'identifier': 'delete', 'title': 'Delete', 'style': 'destructive'},
      {'identifier': 'archive', 'title': 'Archive', 'backgroundColor': '#34C759'},
    ],
  },
  'gestures': [{'swipe': {'at': 0.2, 'to': -160}}, {'tapCell': {'at': 1.0}}],
  'duration': 1.4,
  'goldens': {'moments': ['rest', 'open', 'end'], 'times': [0.6], 'appearances': ['light']},
}

STATUS_ORDER = ['failed', 'new', 'missing', 'stale', 'passed']


def write_json(path, value):
  with open(path, 'w') as f:
    json.dump(value, f, indent=2)


def run(args, expect):
  done = subprocess.run(args, capture_output=True, text=True, timeout=300)
  if done.returncode != expect:
    raise AssertionError('%s exited %d, not %d\nstdout:\n%s\nstderr:\n%s'
                         % (' '.join(args), done.returncode, expect, done.stdout, done.stderr))
  return done.stdout


def png_pixels(data):
  """Width, height and the rows of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes)."""
  if data[:8] != b'\x89PNG\r\n\x1a\n':
    raise AssertionError('the screenshot is not a PNG')
  at, idat = 8, b''
  while at < len(data):
    length, kind = struct.unpack('>I4s', data[at:at + 8])
    body = data[at + 8:at + 8 + length]
    if kind == b'IHDR':
      width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
    elif kind == b'IDAT':
      idat += body
    at += 12 + length
  if depth != 8 or color not in (2, 6) or interlace:
    raise AssertionError('unexpected screenshot format: depth %d, colour type %d, interlace %d' % (depth, color, interlace))
  channels = 3 if color == 2 else 4
  raw, stride, rows, prior = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
  for y in range(height):
    start = y * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
      a = line[i - channels] if i >= channels else 0
      b = prior[i]
      c = prior[i - channels] if i >= channels else 0
      if kind == 1: line[i] = (line[i] + a) & 255
      elif kind == 2: line[i] = (line[i] + b) & 255
      elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
      elif kind == 4:
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line))
    prior = line
  return width, height, channels, rows


class Browser:
  """One headless Chromium with its console log kept."""

  def __init__(self, downloads):
    for path in (CHROMIUM, CHROMEDRIVER):
      if not os.access(path, os.X_OK):
        sys.exit('error: %s is missing: run scripts/install-system-packages.sh (chromium, chromium-driver).' % path)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                 '--window-size=1400,900', '--user-data-dir=' + downloads):
      options.add_argument(flag)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    self.driver.set_script_timeout(10)

  def open(self, path):
    self.driver.get('file://' + path)
    self.wait(lambda: self.js('return document.readyState') == 'complete', 'the page to load')

  def js(self, script, *args):
    return self.driver.execute_script(script, *args)

  def keys(self, *keys):
    ActionChains(self.driver).send_keys(*keys).perform()

  def find(self, selector):
    return self.driver.find_element(By.CSS_SELECTOR, selector)

  def wait(self, condition, what, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
      if condition():
        return
      time.sleep(0.05)
    raise AssertionError('timed out after %g s waiting for %s' % (timeout, what))

  def console_errors(self):
    return [e['message'] for e in self.driver.get_log('browser') if e['level'] in ('SEVERE', 'WARNING')]

  def quit(self):
    self.driver.quit()


class ReviewPagesTest(unittest.TestCase):
  binary = None
  screenshots = None

  @classmethod
  def setUpClass(cls):
    cls.folder = os.path.realpath(tempfile.mkdtemp(prefix='render-gifs-browser-'))
    cls.scene = os.path.join(cls.folder, 'scene.json')
    write_json(cls.scene, SCENE)
    goldens = os.path.join(cls.folder, 'Goldens')
    run([cls.binary, 'golden', 'record', cls.scene, '--goldens', goldens, '--sequence'], 0)
    scene_goldens = os.path.join(goldens, 'scenes', SCENE['name'])
    cls.recorded = sorted(n[:-4] for n in os.listdir(scene_goldens) if n.endswith('.png'))
    shutil.copy(os.path.join(scene_goldens, cls.recorded[0] + '.png'), os.path.join(scene_goldens, 'gone.light.1x.png'))
    changed = json.loads(json.dumps(SCENE))
    changed['right']['actions'][1]['backgroundColor'] = '#34C75A'
    write_json(cls.scene, changed)
    out = run([cls.binary, 'golden', 'verify', cls.scene, '--goldens', goldens, '--sequence'], 1)
    match = re.search(r'^Report: (.+)$', out, re.M)
    if not match:
      raise AssertionError('golden verify printed no "Report:" line:\n' + out)
    cls.report = os.path.abspath(match.group(1))
    write_json(cls.scene, SCENE)
    cls.preview = os.path.join(cls.folder, 'preview', 'scene.html')
    run([cls.binary, 'preview', cls.scene, '--out', cls.preview, '--scale', '2'], 0)
    cls.browser = Browser(os.path.join(cls.folder, 'profile'))

  @classmethod
  def tearDownClass(cls):
    cls.browser.quit()
    shutil.rmtree(cls.folder, ignore_errors=True)

  def tearDown(self):
    self.assertEqual(self.browser.console_errors(), [], 'the page logged errors or warnings')

  # Helpers over the report page.

  def open_report(self):
    self.browser.open(self.report)
    self.browser.wait(lambda: self.browser.js('return document.querySelectorAll("#list li").length') > 0, 'the list')

  def statuses(self):
    return self.browser.js('return Array.from(document.querySelectorAll("#list li")).map(li => li.dataset.status)')

  def selected(self):
    return self.browser.js('var s = document.querySelector("#list li.selected"); return s && s.textContent')

  def images_loaded(self):
    broken = self.browser.js(
      'return Array.from(document.querySelectorAll("#panes img")).filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)')
    return not broken

  def screenshot(self, name):
    data = self.browser.driver.get_screenshot_as_png()
    width, height, channels, rows = png_pixels(data)
    colours = set()
    for row in rows[::7]:
      for x in range(0, len(row), channels * 5):
        colours.add(row[x:x + 3])
    self.assertGreater(len(colours), 40, 'the screenshot %s looks blank (%d colours)' % (name, len(colours)))
    if self.screenshots:
      os.makedirs(self.screenshots, exist_ok=True)
      with open(os.path.join(self.screenshots, name), 'wb') as f:
        f.write(data)

  # The report.

  def test_report_lists_failures_first_with_counts(self):
    self.open_report()
    statuses = self.statuses()
    self.assertEqual(statuses[0], 'failed')
    self.assertEqual(statuses, sorted(statuses, key=STATUS_ORDER.index), 'entries are not in status order')
    for status in ('failed', 'stale', 'passed'):
      self.assertIn(status, statuses)
    self.assertIn('scenes/%s/gone.light.1x' % SCENE['name'], self.browser.js(
      'return Array.from(document.querySelectorAll("#list li[data-status=stale]")).map(li => li.textContent).join(" ")'))
    for status in STATUS_ORDER:
      shown = self.browser.find('[data-count=%s]' % status).text
      self.assertEqual(shown, '%d %s' % (statuses.count(status), status))
    with open(os.path.join(os.path.dirname(self.report), 'report.json')) as f:
      self.assertEqual([e['status'] for e in json.load(f)['entries']], statuses)
    self.assertIn('failed', self.selected())
    resources = self.browser.js('return performance.getEntriesByType("resource").map(e => e.name)')
    self.assertTrue(all(r.startswith(('file:', 'data:')) for r in resources), resources)
    self.screenshot('golden-report.png')

  def test_report_five_modes_by_keys_and_buttons(self):
    self.open_report()
    browser = self.browser
    checks = {
      'side': lambda: browser.js('return document.querySelectorAll("#panes figure").length') == 3,
      'slider': lambda: browser.js('return document.querySelectorAll("#panes input[type=range]").length') == 1,
      'blend': lambda: browser.js('return document.querySelectorAll("#panes input[type=range]").length') == 1,
      'flip': lambda: 'flips' in browser.find('#panes figcaption').text,
      'diff': lambda: browser.js('return document.querySelectorAll("#panes img").length') == 1,
    }
    for key, mode in enumerate(['side', 'slider', 'blend', 'flip', 'diff'], start=1):
      browser.keys(str(key))
      self.assertEqual(browser.find('#viewer').get_attribute('data-mode'), mode)
      self.assertEqual(browser.find('[data-mode=%s]' % mode).get_attribute('aria-pressed'), 'true')
      self.assertTrue(checks[mode](), 'mode %s shows the wrong panes' % mode)
      browser.wait(self.images_loaded, 'the images of mode %s' % mode)
    browser.find('button[data-mode=side]').click()
    self.assertEqual(browser.find('#viewer').get_attribute('data-mode'), 'side')

    # Slider: the actual image is cut at the slider's position.
    browser.keys('2')
    slider = browser.find('#panes input[type=range]')
    slider.click()
    slider.send_keys(Keys.HOME)
    cut = lambda: browser.js('return document.querySelectorAll("#panes img")[1].style.clipPath')
    self.assertEqual(cut(), 'inset(0px 0px 0px 0%)')
    slider.send_keys(Keys.END)
    self.assertEqual(cut(), 'inset(0px 0px 0px 100%)')

    # Blend: the actual image's opacity follows the slider.
    browser.keys('3')
    blend = browser.find('#panes input[type=range]')
    blend.click()
    blend.send_keys(Keys.END)
    self.assertEqual(browser.js('return document.querySelectorAll("#panes img")[1].style.opacity'), '1')
    blend.send_keys(Keys.HOME)
    self.assertEqual(browser.js('return document.querySelectorAll("#panes img")[1].style.opacity'), '0')

    # Flip: the actual image shows and hides by itself.
    browser.find('body').click()
    browser.keys('4')
    seen = set()
    browser.wait(lambda: seen.add(browser.js('return document.querySelectorAll("#panes img")[1].style.visibility')) or len(seen) == 2,
                 'the flip to alternate', timeout=3)

    # Diff: the difference map of the selected entry.
    browser.keys('5')
    entry = browser.js('return REPORT.entries[0]')
    self.assertTrue(browser.find('#panes img').get_attribute('src').endswith(entry['diff']))

  def test_report_zoom_on_the_changed_box(self):
    self.open_report()
    browser = self.browser
    browser.keys('5')
    entry = browser.js('return REPORT.entries[0]')
    self.assertIsNotNone(entry['box'], 'the failed entry has no changed box')
    box_on_screen = lambda: browser.js(
      'var b = document.querySelector("#panes .box").getBoundingClientRect(), s = document.querySelector("#panes .stage").getBoundingClientRect();'
      'return [b.width, b.left >= s.left - 1 && b.right <= s.right + 1 && b.top >= s.top - 1 && b.bottom <= s.bottom + 1,'
      ' s.width * s.height, b.width * b.height]')
    zoomed, inside, _, _ = box_on_screen()
    self.assertEqual(browser.find('#zoom').get_attribute('aria-pressed'), 'true')
    self.assertTrue(inside, 'the changed box is not within the zoomed view')
    browser.keys('z')
    whole, inside, stage, area = box_on_screen()
    self.assertEqual(browser.find('#zoom').get_attribute('aria-pressed'), 'false')
    self.assertTrue(inside)
    box, size = entry['box'], entry['size']
    self.assertAlmostEqual(area / stage, box[2] * box[3] / (size[0] * size[1]), delta=0.05,
                           msg='unzoomed, the box is not where the report says')
    self.assertGreater(zoomed, whole * 1.5, 'zooming does not enlarge the changed box')
    browser.find('#zoom').click()
    self.assertEqual(browser.find('#zoom').get_attribute('aria-pressed'), 'true')

  def test_report_keyboard_moves_the_selection(self):
    self.open_report()
    browser = self.browser
    names = browser.js('return Array.from(document.querySelectorAll("#list li .name")).map(n => n.textContent)')
    self.assertGreater(len(names), 2)
    self.assertEqual(browser.find('#title').text, names[0])
    browser.keys('j')
    self.assertEqual(browser.find('#title').text, names[1])
    self.assertIn(names[1], self.selected())
    browser.keys('j')
    self.assertEqual(browser.find('#title').text, names[2])
    browser.keys('k')
    self.assertEqual(browser.find('#title').text, names[1])
    browser.keys('k', 'k')
    self.assertEqual(browser.find('#title').text, names[0])
    browser.wait(self.images_loaded, 'the images')

  def test_report_filter_narrows_the_list(self):
    self.open_report()
    browser = self.browser
    total = len(self.statuses())
    visible = lambda: browser.js('return Array.from(document.querySelectorAll("#list li")).filter(li => !li.hidden).map(li => li.textContent)')
    browser.keys('/')
    self.assertEqual(browser.js('return document.activeElement.id'), 'filter')
    browser.keys('t-0.600')
    shown = visible()
    self.assertTrue(0 < len(shown) < total, shown)
    self.assertTrue(all('t-0.600' in s for s in shown), shown)
    self.assertEqual(browser.find('#shown').text, '%d of %d shown' % (len(shown), total))
    self.assertIn('t-0.600', browser.find('#title').text)
    browser.find('#filter').clear()
    browser.find('#filter').send_keys('stale')
    self.assertEqual([s for s in visible()], ['stalescenes/%s/gone.light.1x' % SCENE['name']])
    browser.find('#filter').send_keys(Keys.CONTROL, 'a', Keys.DELETE)
    self.assertEqual(len(visible()), total)

  def test_report_sequence_shows_the_first_changed_frame(self):
    self.open_report()
    browser = self.browser
    browser.find('#filter').send_keys('sequence')
    self.assertEqual(browser.find('#title').text, 'scenes/%s/sequence' % SCENE['name'])
    self.assertIn('first at frame 3 ', browser.find('#message').text)
    browser.keys(Keys.ESCAPE, '1')
    captions = browser.js('return Array.from(document.querySelectorAll("#panes figcaption")).map(c => c.textContent)')
    self.assertEqual(captions, ['expected', 'actual', 'diff'])
    browser.wait(self.images_loaded, 'the frame images')
    entry = browser.js('return REPORT.entries.find(e => e.name.endsWith("/sequence"))')
    self.assertTrue(entry['expected'].endswith('sequence-frame-3.expected.png'), entry)
    self.assertIsNotNone(entry['box'])

  # The preview page.

  def open_preview(self, path):
    self.browser.open(path)
    self.browser.wait(lambda: self.browser.find('#frame-number').text.startswith('frame'), 'the first frame')

  def test_preview_scrubber_play_and_moments(self):
    self.open_preview(self.preview)
    browser = self.browser
    count = int(SCENE['duration'] * SCENE['fps'])
    self.assertEqual(browser.find('#frame-number').text, 'frame 0 of %d' % (count - 1))
    first_state = browser.find('#state').text
    self.assertIn('offset', first_state)
    scrubber = browser.find('#scrubber')
    scrubber.click()
    scrubber.send_keys(Keys.HOME)
    self.assertEqual(browser.find('#frame-number').text, 'frame 0 of %d' % (count - 1))
    for _ in range(6):
      scrubber.send_keys(Keys.ARROW_RIGHT)
    self.assertEqual(browser.find('#frame-number').text, 'frame 6 of %d' % (count - 1))
    self.assertEqual(browser.find('#time').text, 't = 0.600 s')
    self.assertNotEqual(browser.find('#state').text, first_state, 'the state text did not change with the frame')
    self.assertEqual(json.loads(browser.find('#state').text), json.loads(browser.js('return STATES[6]')))
    sources = browser.js('return [0, 6].map(i => typeof FRAMES[i] === "number" ? FRAMES[FRAMES[i]] : FRAMES[i])')
    self.assertNotEqual(sources[0], sources[1])
    self.assertEqual(browser.find('#frame').get_attribute('src'), sources[1])

    # A script that sets the value and sends only `change` (as some drivers do) moves it too.
    browser.js('var s = document.getElementById("scrubber"); s.value = "2"; s.dispatchEvent(new Event("change"))')
    self.assertEqual(browser.find('#frame-number').text, 'frame 2 of %d' % (count - 1))
    self.assertEqual(json.loads(browser.find('#state').text), json.loads(browser.js('return STATES[2]')))

    scrubber.send_keys(Keys.HOME)
    browser.find('#play').click()
    self.assertEqual(browser.find('#play').text, 'Pause')
    browser.wait(lambda: int(browser.find('#frame-number').text.split()[1]) >= 3, 'play to advance', timeout=3)
    browser.find('#play').click()
    self.assertEqual(browser.find('#play').text, 'Play')
    stopped = browser.find('#frame-number').text
    time.sleep(0.3)
    self.assertEqual(browser.find('#frame-number').text, stopped)

    moments = browser.driver.find_elements(By.CSS_SELECTOR, '#moments button')
    self.assertGreater(len(moments), 1)
    last = moments[-1]
    last.click()
    self.assertEqual(browser.find('#frame-number').text.split()[1], last.get_attribute('data-frame'))
    self.assertIn('active', last.get_attribute('class'))
    opened = [m for m in moments if m.text.startswith('open ')]
    self.assertEqual(len(opened), 1, [m.text for m in moments])
    opened[0].click()
    self.assertEqual(browser.find('#frame-number').text.split()[1], opened[0].get_attribute('data-frame'))
    self.screenshot('preview-page.png')

  def test_preview_watch_updates_the_open_page(self):
    page = os.path.join(self.folder, 'watch', 'scene.html')
    watched = os.path.join(self.folder, 'watched.json')
    write_json(watched, SCENE)
    log = open(os.path.join(self.folder, 'watch.log'), 'w')
    watcher = subprocess.Popen([self.binary, 'preview', watched, '--out', page, '--watch'], stdout=log, stderr=subprocess.STDOUT)
    try:
      end = time.time() + 60
      while not os.path.exists(page[:-5] + '.watch.js'):
        self.assertIsNone(watcher.poll(), 'the watcher ended early')
        self.assertLess(time.time(), end, 'the watcher wrote no page in 60 s')
        time.sleep(0.1)
      self.open_preview(page)
      browser = self.browser
      self.assertEqual(browser.find('#scrubber').get_attribute('max'), str(int(SCENE['duration'] * SCENE['fps']) - 1))
      browser.js('window.beforeTheChange = true')
      shorter = dict(SCENE, duration=1.0)
      time.sleep(1.1)  # a modification time the watcher can tell from the first
      write_json(watched, shorter)
      browser.wait(lambda: browser.js('return window.beforeTheChange === undefined && document.readyState === "complete"'),
                   'the page to reload itself', timeout=30)
      browser.wait(lambda: browser.find('#frame-number').text.startswith('frame'), 'the reloaded frame')
      self.assertEqual(browser.find('#scrubber').get_attribute('max'), '9')
      self.assertIn('Watching', browser.find('#status').text)
    finally:
      watcher.kill()
      watcher.wait()
      log.close()


def main():
  args = sys.argv[1:]
  if not args or not os.access(args[0], os.X_OK):
    sys.exit('usage: review_pages_test.py RENDER_GIFS [--screenshots DIR]; give the render-gifs binary.')
  ReviewPagesTest.binary = os.path.abspath(args[0])
  if '--screenshots' in args:
    ReviewPagesTest.screenshots = os.path.abspath(args[args.index('--screenshots') + 1])
  suite = unittest.defaultTestLoader.loadTestsFromTestCase(ReviewPagesTest)
  result = unittest.TextTestRunner(verbosity=2).run(suite)
  if not result.wasSuccessful() or result.testsRun == 0:
    sys.exit(1)


if __name__ == '__main__':
  main()
