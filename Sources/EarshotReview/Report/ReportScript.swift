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

  /// The players: captions shown under each player, the stop being spoken marked while the audio
  /// plays, and a stop's button playing just that stop.
  static let player = """
    (function () {
      'use strict';
      var loadedTracks = 0, loadedAudio = 0;
      document.querySelectorAll('audio').forEach(function (audio) {
        var id = audio.id.replace(/-audio$/, '');
        var section = document.getElementById(id);
        var caption = document.getElementById(id + '-caption');
        var buttons = Array.prototype.slice.call(section.querySelectorAll('button.play'));
        audio.earshotStopAt = null;
        function mark(button) {
          buttons.forEach(function (b) {
            var item = b.closest('.stop');
            if (b === button) {
              item.classList.add('playing');
              item.setAttribute('aria-current', 'true');
            } else if (item.classList.contains('playing')) {
              item.classList.remove('playing');
              item.removeAttribute('aria-current');
            }
          });
        }
        var track = audio.textTracks && audio.textTracks[0];
        function showCue() {
          if (!track || track.mode === 'disabled') { return; }
          var cue = track.activeCues && track.activeCues[0];
          var text = cue ? cue.text : (audio.currentTime > 0 ? '(between stops)' : '(not playing)');
          if (caption.textContent !== text) { caption.textContent = text; }
        }
        var element = audio.querySelector('track');
        if (track) {
          track.mode = 'hidden';
          track.addEventListener('cuechange', showCue);
        }
        if (element) {
          element.addEventListener('load', function () {
            loadedTracks += 1;
            document.documentElement.setAttribute('data-captions-loaded', String(loadedTracks));
          });
        }
        audio.addEventListener('loadedmetadata', function () {
          loadedAudio += 1;
          audio.setAttribute('data-duration', audio.duration.toFixed(3));
          document.documentElement.setAttribute('data-audio-loaded', String(loadedAudio));
        });
        audio.addEventListener('error', function () {
          window.earshotNote('the audio of ' + id + ' cannot be played');
        });
        audio.addEventListener('timeupdate', function () {
          var t = audio.currentTime;
          if (audio.earshotStopAt !== null && t >= audio.earshotStopAt) {
            audio.pause();
            audio.earshotStopAt = null;
          }
          var current = null;
          buttons.forEach(function (b) {
            if (t >= parseFloat(b.dataset.start) && t < parseFloat(b.dataset.end)) { current = b; }
          });
          mark(audio.paused && t === 0 ? null : current);
          showCue();
        });
        audio.addEventListener('ended', function () {
          mark(null);
          caption.textContent = '(not playing)';
        });
      });
      document.querySelectorAll('button.play').forEach(function (button) {
        button.addEventListener('click', function () {
          var audio = document.getElementById(button.dataset.audio);
          if (!audio) { return; }
          document.querySelectorAll('audio').forEach(function (other) { if (other !== audio) { other.pause(); } });
          audio.currentTime = parseFloat(button.dataset.start);
          audio.earshotStopAt = parseFloat(button.dataset.end);
          var playing = audio.play();
          if (playing && playing.catch) {
            playing.catch(function (e) {
              if (e.name !== 'NotAllowedError' && e.name !== 'AbortError') { window.earshotNote('could not play: ' + e.message); }
            });
          }
        });
      });
      document.documentElement.setAttribute('data-report-ready', 'true');
    })();
    """
}
