// The preview page: the scene's frames with a scrubber, play/pause at the scene's rate, the frame
// number and time, the key moments as buttons and the model state of the frame shown. The data is
// window.PREVIEW and window.FRAMES, written into the page (a frame given as a number repeats that
// earlier frame). With --watch the page loads the small script beside it every second and
// reloads itself when its version changes, keeping the frame shown and whether it plays.
(function () {
  'use strict';
  var meta = window.PREVIEW, frames = window.FRAMES, states = window.STATES;
  var $ = function (id) { return document.getElementById(id); };
  var count = frames.length, fps = meta.fps;
  var state = { index: 0, playing: false, start: 0, startIndex: 0, request: 0 };

  function source(i) { var f = frames[i]; return typeof f === 'number' ? frames[f] : f; }

  function show(i) {
    state.index = Math.max(0, Math.min(count - 1, i));
    $('frame').src = source(state.index);
    $('scrubber').value = String(state.index);
    $('frame-number').textContent = 'frame ' + state.index + ' of ' + (count - 1);
    $('time').textContent = 't = ' + (state.index / fps).toFixed(3) + ' s';
    $('state').textContent = states[state.index];
    document.querySelectorAll('#moments button').forEach(function (b) {
      b.classList.toggle('active', Number(b.getAttribute('data-frame')) === state.index);
    });
    remember();
  }

  function remember() {
    try { history.replaceState(null, '', '#frame=' + state.index + (state.playing ? '&play=1' : '')); } catch (e) { /* no history on this page */ }
  }

  function tick(now) {
    if (!state.playing) return;
    var elapsed = (now - state.start) / 1000;
    var i = (state.startIndex + Math.floor(elapsed * fps)) % count;
    if (i !== state.index) show(i);
    state.request = requestAnimationFrame(tick);
  }

  function setPlaying(on) {
    state.playing = on && count > 1;
    $('play').textContent = state.playing ? 'Pause' : 'Play';
    $('play').setAttribute('aria-pressed', state.playing ? 'true' : 'false');
    cancelAnimationFrame(state.request);
    if (state.playing) {
      state.start = performance.now();
      state.startIndex = state.index;
      state.request = requestAnimationFrame(tick);
    }
    remember();
  }

  $('scrubber').max = String(count - 1);
  ['input', 'change'].forEach(function (type) {
    $('scrubber').addEventListener(type, function () { setPlaying(false); show(Number($('scrubber').value)); });
  });
  $('play').addEventListener('click', function () { setPlaying(!state.playing); });
  meta.moments.forEach(function (m) {
    var b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('data-frame', m.frame);
    b.textContent = m.name + ' (' + m.time.toFixed(2) + ' s)';
    b.addEventListener('click', function () { setPlaying(false); show(m.frame); });
    $('moments').appendChild(b);
  });
  document.addEventListener('keydown', function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === ' ' || event.key === 'k') setPlaying(!state.playing);
    else if (event.key === 'ArrowRight' || event.key === 'l') { setPlaying(false); show(state.index + 1); }
    else if (event.key === 'ArrowLeft' || event.key === 'j') { setPlaying(false); show(state.index - 1); }
    else return;
    event.preventDefault();
  });

  var hash = /frame=(\d+)/.exec(location.hash);
  show(hash ? Number(hash[1]) : 0);
  if (/play=1/.test(location.hash)) setPlaying(true);

  if (meta.watch) {
    $('status').textContent = 'Watching ' + meta.source + ' for changes.';
    window.previewWatch = function (update) {
      if (update.version !== meta.version) { remember(); location.reload(); return; }
      $('status').textContent = update.error ? update.error : 'Watching ' + meta.source + ' for changes.';
      $('status').classList.toggle('error', !!update.error);
    };
    setInterval(function () {
      var script = document.createElement('script');
      script.src = meta.watch + '?' + Date.now();
      script.onload = script.onerror = function () { script.remove(); };
      document.head.appendChild(script);
    }, 1000);
  }
})();
