/// The report page's scripts: plain JavaScript, no libraries, working from a file:// URL.
enum ReportScript {
  /// Runs first: records script errors and failed loads on the page itself
  /// (`<html data-errors="…">`), so a headless browser's DOM dump shows them.
  static let errorTrap = """
    (function () {
      var errors = [];
      function note(message) {
        errors.push(String(message));
        document.documentElement.setAttribute('data-errors', errors.join(' | '));
      }
      window.addEventListener('error', function (e) {
        var t = e.target;
        note(e.message || (t && t.tagName ? 'could not load ' + t.tagName.toLowerCase() : 'error'));
      }, true);
      window.addEventListener('unhandledrejection', function (e) { note('unhandled rejection: ' + e.reason); });
      window.earshotNote = note;
    })();
    """

  /// Per version: the VoiceOver cursor on the picture follows the stop being spoken (the last stop
  /// whose sound has started), the stop in the list is marked, the caption line follows the
  /// captions, and the live region says each new stop once. Selecting a stop (in the list or on
  /// the picture) plays from it; the picture's stops are one tab stop, moved between with the
  /// arrow keys. Without audio, selecting a stop on the picture shows it in the list.
  static let player = """
    (function () {
      'use strict';
      var live = document.getElementById('live');
      var loadedTracks = 0, loadedAudio = 0;
      var audios = Array.prototype.slice.call(document.querySelectorAll('audio'));
      function announce(text) { if (live.textContent !== text) { live.textContent = text; } }

      document.querySelectorAll('section.version').forEach(function (section) {
        var id = section.id, name = section.getAttribute('data-name');
        var audio = document.getElementById(id + '-audio');
        var caption = document.getElementById(id + '-caption');
        var banner = document.getElementById(id + '-announcement');
        var pauseEach = section.querySelector('.pause-each');
        var figures = Array.prototype.slice.call(section.querySelectorAll('figure[data-picture]'));
        var cursors = Array.prototype.slice.call(section.querySelectorAll('g.cursor'));
        // An item is a stop of a swipe-through, or something heard during a gesture script; it
        // names its place with data-frame and data-picture, else its marker on the one picture.
        var stops = Array.prototype.map.call(section.querySelectorAll('li.stop'), function (item) {
          var n = Number(item.getAttribute('data-stop'));
          var marker = document.getElementById(item.getAttribute('data-marker') || (id + '-marker-' + n));
          var frame = item.getAttribute('data-frame') || (marker ? marker.getAttribute('data-frame') : null);
          return { n: n, item: item, start: parseFloat(item.getAttribute('data-start')), end: parseFloat(item.getAttribute('data-end')),
                   marker: marker, frame: frame ? frame.split(' ').map(Number) : null, picture: item.getAttribute('data-picture') || id,
                   kind: item.getAttribute('data-kind'), says: document.getElementById(id + '-stop-' + n + '-says') };
        });
        var markers = stops.filter(function (s) { return s.marker && s.marker.getAttribute('role') === 'button'; });
        var timed = stops.filter(function (s) { return !isNaN(s.start); });
        var current = null, touched = false, pausedAfter = null;

        // Announcements leave the cursor where focus is, as VoiceOver does.
        function placeCursor(stop) {
          if (stop && !stop.frame && stop.item.classList.contains('announcement')) { return; }
          if (stop && figures.length) {
            figures.forEach(function (f) { f.hidden = f.getAttribute('data-picture') !== stop.picture; });
          }
          cursors.forEach(function (cursor) {
            if (!stop || !stop.frame || cursor.id !== stop.picture + '-cursor') {
              cursor.setAttribute('display', 'none');
              cursor.removeAttribute('data-stop');
              return;
            }
            var f = stop.frame, pad = 4;
            Array.prototype.forEach.call(cursor.querySelectorAll('rect'), function (r) {
              r.setAttribute('x', f[0] - pad); r.setAttribute('y', f[1] - pad);
              r.setAttribute('width', f[2] + 2 * pad); r.setAttribute('height', f[3] + 2 * pad);
            });
            cursor.setAttribute('data-stop', String(stop.n));
            cursor.removeAttribute('display');
            keepInView(cursor);
          });
        }
        // The stage or figure scrolls when the picture is taller or wider than it; the cursor is
        // kept in sight there, without scrolling the page.
        function keepInView(cursor) {
          var r = cursor.getBoundingClientRect();
          for (var box = cursor.parentNode; box && box !== section; box = box.parentNode) {
            if (box.scrollHeight <= box.clientHeight && box.scrollWidth <= box.clientWidth) { continue; }
            var b = box.getBoundingClientRect();
            if (r.top < b.top) { box.scrollTop -= b.top - r.top; } else if (r.bottom > b.bottom) { box.scrollTop += Math.min(r.bottom - b.bottom, r.top - b.top); }
            if (r.left < b.left) { box.scrollLeft -= b.left - r.left; } else if (r.right > b.right) { box.scrollLeft += Math.min(r.right - b.right, r.left - b.left); }
          }
        }
        function show(stop) {
          if (stop === current) { return; }
          if (current) {
            current.item.classList.remove('playing', 'selected');
            current.item.removeAttribute('aria-current');
            if (current.marker) { current.marker.classList.remove('current'); }
          }
          current = stop;
          placeCursor(stop);
          if (banner) {
            var announcing = stop && stop.item.classList.contains('announcement');
            banner.hidden = !announcing;
            banner.textContent = announcing ? stop.kind + ': ' + stop.says.textContent : '';
          }
          if (!stop) { return; }
          mark();
          stop.item.setAttribute('aria-current', 'step');
          if (stop.marker) {
            stop.marker.classList.add('current');
            if (!section.contains(document.activeElement) || !document.activeElement.classList.contains('marker')) { rove(stop); }
          }
          var where = stop.kind ? (name ? name + ', ' : '') + stop.kind : (name ? name + ', stop ' : 'Stop ') + stop.n + ' of ' + stops.length;
          announce(where + ': ' + stop.says.textContent);
        }
        // "Now playing" while the audio plays, "Selected" otherwise.
        function mark() {
          if (!current) { return; }
          var playing = audio && !audio.paused && !audio.ended;
          current.item.classList.toggle('playing', !!playing);
          current.item.classList.toggle('selected', !playing);
        }
        function rove(stop) {
          if (markers.indexOf(stop) < 0) { return; }
          markers.forEach(function (s) { s.marker.setAttribute('tabindex', s === stop ? '0' : '-1'); });
        }

        var select;
        if (audio) {
          var track = audio.textTracks && audio.textTracks[0];
          var trackElement = audio.querySelector('track');
          var source = audio.querySelector('source');
          var cannot = document.getElementById(id + '-cannot-play');
          if (track) { track.mode = 'hidden'; }
          function showCue() {
            if (!track || !caption) { return; }
            var cue = track.activeCues && track.activeCues[0];
            var text = cue ? cue.text : !touched || audio.ended ? '(not playing)' : audio.paused ? '(paused)' : '(between stops)';
            if (caption.textContent !== text) { caption.textContent = text; }
          }
          function stopAt(t) {
            var found = null;
            for (var i = 0; i < timed.length && timed[i].start <= t + 0.0005; i++) { found = timed[i]; }
            return found;
          }
          function sync() {
            if (!touched) { return; }
            var t = audio.currentTime, stop = stopAt(t);
            if (pauseEach && pauseEach.checked && !audio.paused && stop && t >= stop.end && pausedAfter !== stop) {
              pausedAfter = stop;
              audio.pause();
            }
            show(stop);
            showCue();
          }
          function tick() { sync(); if (!audio.paused && !audio.ended) { window.requestAnimationFrame(tick); } }
          function play() {
            var playing = audio.play();
            if (playing && playing.catch) {
              playing.catch(function (e) {
                if (e.name !== 'NotAllowedError' && e.name !== 'AbortError') { window.earshotNote('could not play: ' + e.message); }
              });
            }
          }
          select = function (stop) {
            if (isNaN(stop.start)) { return; }
            touched = true;
            pausedAfter = null;
            audio.currentTime = stop.start;
            show(stop);
            play();
          };
          if (track) { track.addEventListener('cuechange', showCue); }
          if (trackElement) {
            trackElement.addEventListener('load', function () {
              loadedTracks += 1;
              document.documentElement.setAttribute('data-captions-loaded', String(loadedTracks));
            });
          }
          if (source && cannot && audio.canPlayType(source.getAttribute('type')) === '') {
            cannot.hidden = false;
            cannot.textContent = cannot.getAttribute('data-message');
          }
          if (source) {
            source.addEventListener('error', function () {
              if (cannot) { cannot.hidden = false; cannot.textContent = cannot.getAttribute('data-message'); }
              window.earshotNote('the audio of ' + id + ' cannot be played');
            });
          }
          audio.addEventListener('loadedmetadata', function () {
            loadedAudio += 1;
            audio.setAttribute('data-duration', audio.duration.toFixed(3));
            document.documentElement.setAttribute('data-audio-loaded', String(loadedAudio));
          });
          audio.addEventListener('play', function () {
            touched = true;
            audios.forEach(function (other) { if (other !== audio) { other.pause(); } });
            window.requestAnimationFrame(tick);
          });
          audio.addEventListener('seeking', function () { touched = true; sync(); });
          ['play', 'pause', 'ended'].forEach(function (type) { audio.addEventListener(type, mark); });
          ['seeked', 'timeupdate', 'pause', 'ended'].forEach(function (type) { audio.addEventListener(type, sync); });
          stops.forEach(function (stop) {
            var button = stop.item.querySelector('button.play');
            if (button) { button.addEventListener('click', function () { select(stop); }); }
          });
          function step(by) {
            var i = current ? timed.indexOf(current) + by : 0;
            if (i >= 0 && i < timed.length) { select(timed[i]); }
          }
          section.querySelector('button.previous').addEventListener('click', function () { step(-1); });
          section.querySelector('button.next').addEventListener('click', function () { step(1); });
        } else {
          select = function (stop) {
            show(stop);
            stop.item.scrollIntoView({ block: 'nearest' });
            stop.item.focus({ preventScroll: true });
          };
        }

        // A link to a stop (review.html#s1-after-stop-4) shows it on arrival, ready to play from there.
        section.addEventListener('earshot-show', function (e) {
          var stop = stops.filter(function (s) { return s.item === e.target; })[0];
          if (!stop) { return; }
          if (audio && !isNaN(stop.start)) { touched = true; audio.currentTime = stop.start; }
          show(stop);
        });

        markers.forEach(function (stop, i) {
          var m = stop.marker;
          m.addEventListener('click', function () { select(stop); });
          m.addEventListener('focus', function () { rove(stop); });
          m.addEventListener('keydown', function (e) {
            var j = null;
            if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { j = Math.min(markers.length - 1, i + 1); }
            else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { j = Math.max(0, i - 1); }
            else if (e.key === 'Home') { j = 0; }
            else if (e.key === 'End') { j = markers.length - 1; }
            else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(stop); return; }
            if (j !== null) { e.preventDefault(); markers[j].marker.focus(); }
          });
        });
      });
      // "Larger picture" draws the picture at the width where its smallest words are 11px; the
      // figure scrolls around it.
      document.querySelectorAll('button.zoom').forEach(function (button) {
        var picture = document.getElementById(button.getAttribute('aria-controls'));
        button.addEventListener('click', function () {
          var on = button.getAttribute('aria-pressed') !== 'true';
          button.setAttribute('aria-pressed', String(on));
          picture.parentNode.classList.toggle('zoomed', on);
          picture.style.width = on ? button.getAttribute('data-width') + 'px' : '';
        });
      });
      function showLinkedStop() {
        var target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
        if (target && target.classList.contains('stop')) { target.dispatchEvent(new CustomEvent('earshot-show', { bubbles: true })); }
      }
      window.addEventListener('hashchange', showLinkedStop);
      showLinkedStop();
      document.documentElement.setAttribute('data-report-ready', 'true');
    })();
    """
}
