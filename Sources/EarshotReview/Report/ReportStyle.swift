/// The report page's style sheet. Meaning never rests on colour alone: severities are words and
/// shapes, the playing stop says "Now playing", skipped elements are dashed, focus is always
/// visible. Every text colour is checked against its background in light and dark mode.
enum ReportStyle {
  static let css = """
    :root { color-scheme: light dark; --fg: #1b1b1f; --bg: #ffffff; --muted: #4a4a55; --line: #c9c9d2;
      --accent: #0b57d0; --on-accent: #ffffff; --error: #b3261e; --on-error: #ffffff; --warning: #7a5900; --on-warning: #ffffff;
      --playing: #fff3c4; --device: #f1f1f4; --halo: #ffffff; --skipped: #6b6b76; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #ececf1; --bg: #16161a; --muted: #b8b8c4; --line: #44444f; --accent: #8ab4f8; --on-accent: #0b1b3a;
        --error: #f2b8b5; --on-error: #3b0a08; --warning: #f0c96a; --on-warning: #2b1f00; --playing: #3d3413;
        --device: #24242a; --halo: #000000; --skipped: #9a9aa6; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
    header, main { max-width: 2000px; margin: 0 auto; padding: 0 1.25rem; }
    main:focus { outline: none; }
    h1 { font-size: 1.75rem; margin: 1rem 0 0.5rem; }
    h2 { font-size: 1.4rem; margin: 2rem 0 0.75rem; border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; }
    h3 { font-size: 1.15rem; margin: 1.25rem 0 0.5rem; }
    h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
    .glance h2 { margin-top: 0.5rem; }
    .facts { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; padding: 0; list-style: none; font-size: 1.15rem; }
    .judgement { display: grid; gap: 0 2rem; }
    @media (min-width: 900px) { .judgement { grid-template-columns: 1fr 1fr; grid-auto-flow: column; grid-template-rows: auto auto; } }
    .nav-title { font-size: 1rem; border: 0; margin: 0.5rem 0 0; }
    a { color: var(--accent); }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: 0.5rem; z-index: 3; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .versions { display: grid; gap: 1.5rem; }
    /* Two versions side by side on a wide window, their parts in step (heading and summary, picture
       and stops, costs) by sharing the rows; one above the other on a narrow or zoomed one. The
       source order stays one version after the other, so reading and Tab order are unchanged. */
    @media (min-width: 70rem) {
      .versions { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); row-gap: 0; }
      .versions .version { display: grid; grid-template-rows: subgrid; grid-row: span 5; row-gap: 0; align-content: start; }
    }
    .version, .version-body { min-width: 0; }
    .version-body { container-type: inline-size; }
    .versions .version { border: 1px solid var(--line); border-radius: 8px; padding: 0 1rem 1rem; }
    .stage-and-stops { display: grid; gap: 1rem 1.5rem; }
    .stage { min-width: 0; }
    /* The picture beside the stops once both have room (the picture at least 400px wide, its screen about 360px), else
       above them. It is never shrunk to fit the window's height: the stage scrolls instead, and
       follows the cursor (see keepInView in the script). */
    @container (min-width: 760px) {
      .stage-and-stops { grid-template-columns: minmax(400px, 50%) 1fr; }
      .stage { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding-top: 0.5rem; }
    }
    .player { background: var(--bg); padding: 0.5rem 0; }
    audio { width: 100%; }
    .transport { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; align-items: center; margin-top: 0.35rem; }
    .transport button { font: inherit; color: inherit; background: none; border: 1px solid var(--line); border-radius: 6px; padding: 0.2rem 0.6rem; cursor: pointer; }
    .transport button:hover { border-color: var(--accent); }
    .now { margin: 0.25rem 0 0; font-size: 1.1rem; min-height: 3em; }
    .now-label { font-weight: 600; }
    .cannot-play { font-weight: 600; }
    .figure { margin: 0.5rem 0; overflow: auto; }
    .figure figcaption { font-size: 0.9rem; color: var(--muted); margin-top: 0.25rem; }
    .picture { display: block; width: 100%; min-width: 360px; height: auto; }
    .figure.zoomed .picture { min-width: 0; max-width: none; }
    button.zoom { font: inherit; color: inherit; background: none; border: 1px solid var(--line); border-radius: 6px; padding: 0.2rem 0.6rem; cursor: pointer; margin-top: 0.35rem; }
    button.zoom:hover { border-color: var(--accent); }
    button.zoom[aria-pressed="true"] { border-color: var(--accent); font-weight: 600; }
    .picture .device { fill: var(--device); stroke: var(--line); stroke-width: 1; }
    .picture .skipped rect { fill: var(--skipped); fill-opacity: 0.12; stroke: var(--skipped); stroke-width: 1.5; stroke-dasharray: 5 4; }
    .picture .halo { fill: none; stroke: var(--halo); stroke-width: 4; }
    .picture .outline { fill: none; stroke: var(--accent); stroke-width: 2; }
    .picture .marker[role="button"] { cursor: pointer; }
    .picture .marker .hit { fill: transparent; stroke: none; pointer-events: all; }
    .picture .marker:hover .hit { fill: var(--accent); fill-opacity: 0.12; }
    .picture .marker:focus { outline: none; }
    .picture .marker:focus-visible .hit { stroke: var(--fg); stroke-width: 3; stroke-dasharray: 6 3; }
    .picture .badge { fill: var(--accent); stroke: var(--halo); stroke-width: 1.5; }
    .picture .badge-text { fill: var(--on-accent); font: 700 14px system-ui, -apple-system, sans-serif; pointer-events: none; }
    .picture .marker.current .badge { fill: var(--fg); }
    .picture .marker.current .badge-text { fill: var(--bg); }
    .picture .flag path { stroke: var(--halo); stroke-width: 1.5; }
    .picture .flag.error path { fill: var(--error); }
    .picture .flag.error .flag-text { fill: var(--on-error); }
    .picture .flag.warning path { fill: var(--warning); }
    .picture .flag.warning .flag-text { fill: var(--on-warning); }
    .picture .flag-text { font: 800 13px system-ui, -apple-system, sans-serif; pointer-events: none; }
    .picture .words { pointer-events: none; }
    .picture .words-back { fill: var(--device); }
    .picture .words text { fill: var(--fg); font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    .picture .cursor { pointer-events: none; }
    .picture .cursor-outer { fill: none; stroke: #ffffff; stroke-width: 9; }
    .picture .cursor-inner { fill: none; stroke: #000000; stroke-width: 4.5; }
    .announcement-banner { font-weight: 700; font-size: 1.05rem; background: var(--playing); border: 3px solid var(--fg);
      border-radius: 8px; padding: 0.4rem 0.6rem; margin: 0.25rem 0; }
    .session-facts { margin: 0.5rem 0; }
    .heard .kind { font-weight: 600; }
    .skipped-list { font-size: 0.9rem; margin: 0.25rem 0 0.75rem; }
    .stops { padding-left: 0; list-style: none; margin: 0; }
    .stop { border-left: 4px solid transparent; padding: 0.35rem 0.5rem; margin: 0.25rem 0; }
    .stop:focus { outline: 3px solid var(--accent); }
    .stop.playing, .stop.selected { background: var(--playing); border-left-color: var(--accent); }
    .stop.playing::before, .stop.selected::before { display: block; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; }
    .stop.playing::before { content: "Now playing"; }
    .stop.selected::before { content: "Selected"; }
    button.play, p.line { display: block; width: 100%; text-align: left; font: inherit; font-size: 1.05rem; color: inherit;
      background: none; border: 1px solid var(--line); border-radius: 6px; padding: 0.35rem 0.6rem; margin: 0; }
    button.play { cursor: pointer; }
    button.play:hover { border-color: var(--accent); }
    .index { font-weight: 700; margin-right: 0.25rem; }
    .details { margin: 0.2rem 0 0 0.6rem; color: var(--muted); font-size: 0.9rem; }
    /* Long words (paths, identifiers, code, URLs) break rather than run out of their card. */
    .version, .stop, .finding, .details, td, th, code { overflow-wrap: anywhere; }
    .stops-column { min-width: 0; }
    .findings { margin: 0.4rem 0 0; padding: 0; list-style: none; }
    .finding { border-left: 4px solid var(--warning); padding: 0.25rem 0.6rem; margin: 0.35rem 0; font-size: 0.95rem; }
    .finding.error { border-left: 4px double var(--error); border-left-width: 6px; }
    .finding p { margin: 0.15rem 0; }
    .finding.error strong { color: var(--error); }
    .finding.warning strong { color: var(--warning); }
    details summary { cursor: pointer; }
    table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
    caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
    th, td { border: 1px solid var(--line); padding: 0.25rem 0.4rem; text-align: left; vertical-align: top; }
    .table-wrap { overflow-x: auto; }
    .compare, .glance-table { max-width: 60rem; }
    .no-audio { font-style: italic; }
    code { font-size: 0.85em; }
    @media (prefers-reduced-motion: no-preference) { .picture .cursor rect { transition: none; } }
    """
}
