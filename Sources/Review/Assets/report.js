// The golden report: a list of goldens (failures first), a viewer with five modes, zoom on the
// changed box, a filter and the keyboard (j/k, 1-5, z, /). The data is window.REPORT, written
// into the page; images are files beside it.
(function () {
  'use strict';
  var report = window.REPORT;
  var modes = ['side', 'slider', 'blend', 'flip', 'diff'];
  var state = { index: -1, mode: 'side', zoom: true, split: 50, opacity: 50, flipShowsActual: false, timer: null };
  var $ = function (id) { return document.getElementById(id); };
  var list = $('list');

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  report.entries.forEach(function (entry, i) {
    var item = el('li', { 'data-index': i, 'data-status': entry.status, role: 'option' });
    item.appendChild(el('span', { class: 'badge ' + entry.status }, entry.status));
    item.appendChild(el('span', { class: 'name' }, entry.name));
    item.addEventListener('click', function () { select(i); });
    list.appendChild(item);
  });

  function items() { return Array.prototype.slice.call(list.children); }
  function visible() { return items().filter(function (li) { return !li.hidden; }); }

  function select(i) {
    state.index = i;
    items().forEach(function (li) {
      var on = Number(li.getAttribute('data-index')) === i;
      li.classList.toggle('selected', on);
      li.setAttribute('aria-selected', on ? 'true' : 'false');
      if (on) li.scrollIntoView({ block: 'nearest' });
    });
    render();
  }

  function step(delta) {
    var shown = visible();
    if (!shown.length) return;
    var at = shown.findIndex(function (li) { return Number(li.getAttribute('data-index')) === state.index; });
    var next = at < 0 ? 0 : Math.min(shown.length - 1, Math.max(0, at + delta));
    select(Number(shown[next].getAttribute('data-index')));
  }

  function setMode(mode) {
    state.mode = mode;
    document.querySelectorAll('button[data-mode]').forEach(function (b) {
      b.setAttribute('aria-pressed', b.getAttribute('data-mode') === mode ? 'true' : 'false');
    });
    $('viewer').setAttribute('data-mode', mode);
    render();
  }

  function applyFilter() {
    var words = $('filter').value.toLowerCase().split(/\s+/).filter(Boolean);
    items().forEach(function (li) {
      var entry = report.entries[Number(li.getAttribute('data-index'))];
      var text = (entry.name + ' ' + entry.status).toLowerCase();
      li.hidden = !words.every(function (w) { return text.indexOf(w) >= 0; });
    });
    $('shown').textContent = visible().length + ' of ' + report.entries.length + ' shown';
    var current = items()[state.index];
    if (!current || current.hidden) { var first = visible()[0]; if (first) select(Number(first.getAttribute('data-index'))); }
  }

  // The region shown: the changed box with a margin when zoomed, else the whole image.
  function region(entry) {
    var w = entry.size[0], h = entry.size[1], box = entry.box;
    if (!state.zoom || !box) return { x: 0, y: 0, w: w, h: h };
    var mx = Math.max(12, box[2]), my = Math.max(12, box[3]);
    var x = Math.max(0, box[0] - mx), y = Math.max(0, box[1] - my);
    return { x: x, y: y, w: Math.min(w, box[0] + box[2] + mx) - x, h: Math.min(h, box[1] + box[3] + my) - y };
  }

  // A stage showing `sources` stacked (later on top), cut to the region and scaled to fit `width`.
  function stage(entry, sources, width) {
    var r = region(entry);
    var scale = Math.min(width / r.w, 480 / r.h, state.zoom && entry.box ? 24 : 1);
    var node = el('div', { class: 'stage' + (scale > 1 ? ' zoomed' : '') });
    node.style.width = Math.round(r.w * scale) + 'px';
    node.style.height = Math.round(r.h * scale) + 'px';
    var layer = el('div', { class: 'layer' });
    layer.style.width = entry.size[0] + 'px';
    layer.style.height = entry.size[1] + 'px';
    layer.style.transform = 'scale(' + scale + ') translate(' + -r.x + 'px,' + -r.y + 'px)';
    var images = sources.map(function (src) {
      var img = el('img', { src: src, alt: '' });
      layer.appendChild(img);
      return img;
    });
    if (entry.box) {
      var b = el('div', { class: 'box' });
      var m = 2 / scale;
      b.style.left = entry.box[0] - m + 'px'; b.style.top = entry.box[1] - m + 'px';
      b.style.width = entry.box[2] + 2 * m + 'px'; b.style.height = entry.box[3] + 2 * m + 'px';
      b.style.borderWidth = 2 / scale + 'px';
      layer.appendChild(b);
    }
    node.appendChild(layer);
    return { node: node, images: images };
  }

  function figure(caption, child) {
    var f = el('figure');
    f.appendChild(el('figcaption', {}, caption));
    f.appendChild(child);
    return f;
  }

  function range(value, onInput) {
    var input = el('input', { type: 'range', min: 0, max: 100, value: value });
    ['input', 'change'].forEach(function (type) {
      input.addEventListener(type, function () { onInput(Number(input.value)); });
    });
    return input;
  }

  function render() {
    clearInterval(state.timer);
    var panes = $('panes');
    panes.textContent = '';
    var entry = report.entries[state.index];
    if (!entry) { $('title').textContent = 'Nothing to show'; $('message').textContent = ''; return; }
    $('title').textContent = entry.name;
    $('message').textContent = entry.message || 'Matches its golden.';
    var width = Math.max(200, $('detail').clientWidth - 40);
    var expected = entry.expected, actual = entry.actual, diff = entry.diff;
    if (!expected && !actual) { panes.appendChild(el('p', { class: 'empty' }, 'No image for this entry.')); return; }
    if (!expected || !actual || !entry.size) {
      if (entry.previous) panes.appendChild(figure(entry.previousLabel, el('img', { src: entry.previous, alt: '' })));
      panes.appendChild(figure(expected ? 'expected' : entry.actualLabel || 'actual', el('img', { src: expected || actual, alt: '' })));
      return;
    }
    var mode = state.mode;
    if (mode === 'side') {
      var third = Math.max(120, (width - 24) / 3);
      panes.appendChild(figure('expected', stage(entry, [expected], third).node));
      panes.appendChild(figure('actual', stage(entry, [actual], third).node));
      if (diff) panes.appendChild(figure('diff', stage(entry, [diff], third).node));
    } else if (mode === 'slider') {
      var s = stage(entry, [expected, actual], width);
      var clip = function () { s.images[1].style.clipPath = 'inset(0 0 0 ' + state.split + '%)'; };
      clip();
      panes.appendChild(figure('expected | actual: drag the slider', s.node));
      panes.appendChild(range(state.split, function (v) { state.split = v; clip(); }));
    } else if (mode === 'blend') {
      var b = stage(entry, [expected, actual], width);
      var fade = function () { b.images[1].style.opacity = state.opacity / 100; };
      fade();
      panes.appendChild(figure('actual over expected: set the opacity', b.node));
      panes.appendChild(range(state.opacity, function (v) { state.opacity = v; fade(); }));
    } else if (mode === 'flip') {
      var f = stage(entry, [expected, actual], width);
      var caption = el('figcaption');
      var show = function () {
        f.images[1].style.visibility = state.flipShowsActual ? 'visible' : 'hidden';
        caption.textContent = (state.flipShowsActual ? 'actual' : 'expected') + ' (flips every 0.6 s; click to flip)';
      };
      var fig = el('figure');
      fig.appendChild(caption);
      fig.appendChild(f.node);
      f.node.addEventListener('click', function () { state.flipShowsActual = !state.flipShowsActual; show(); });
      show();
      state.timer = setInterval(function () { state.flipShowsActual = !state.flipShowsActual; show(); }, 600);
      panes.appendChild(fig);
    } else {
      panes.appendChild(figure('changed pixels in red, their box outlined', stage(entry, [diff || actual], width).node));
    }
  }

  document.querySelectorAll('button[data-mode]').forEach(function (b) {
    b.addEventListener('click', function () { setMode(b.getAttribute('data-mode')); });
  });
  $('zoom').addEventListener('click', function () {
    state.zoom = !state.zoom;
    $('zoom').setAttribute('aria-pressed', state.zoom ? 'true' : 'false');
    render();
  });
  $('filter').addEventListener('input', applyFilter);
  document.addEventListener('keydown', function (event) {
    if (event.target === $('filter')) {
      if (event.key === 'Escape' || event.key === 'Enter') $('filter').blur();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var digit = '12345'.indexOf(event.key);
    if (event.key === 'j') step(1);
    else if (event.key === 'k') step(-1);
    else if (digit >= 0) setMode(modes[digit]);
    else if (event.key === 'z') $('zoom').click();
    else if (event.key === '/') { event.preventDefault(); $('filter').focus(); }
    else return;
    event.preventDefault();
  });
  window.addEventListener('resize', render);
  setMode('side');
  applyFilter();
  if (report.entries.length) select(0);
})();
