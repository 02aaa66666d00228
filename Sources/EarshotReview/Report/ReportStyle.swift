/// The report page's style sheet. Meaning never rests on colour alone: severities are words,
/// the playing stop says "Now playing", focus is always visible.
enum ReportStyle {
  static let css = """
    :root { color-scheme: light dark; --fg: #1b1b1f; --bg: #ffffff; --muted: #4a4a55; --line: #c9c9d2;
      --accent: #0b57d0; --error: #b3261e; --warning: #7a5900; --playing: #fff3c4; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #ececf1; --bg: #16161a; --muted: #b8b8c4; --line: #44444f; --accent: #8ab4f8;
        --error: #f2b8b5; --warning: #f0c96a; --playing: #3d3413; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
    header, main { max-width: 1400px; margin: 0 auto; padding: 0 1.25rem; }
    h1 { font-size: 1.75rem; margin: 1rem 0 0.5rem; }
    h2 { font-size: 1.4rem; margin: 2rem 0 0.75rem; border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; }
    h3 { font-size: 1.15rem; margin: 1.25rem 0 0.5rem; }
    h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
    .nav-title { font-size: 1rem; border: 0; margin: 0.5rem 0 0; }
    a { color: var(--accent); }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: 0.5rem; z-index: 1; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .versions { display: grid; gap: 1.5rem; }
    @media (min-width: 1100px) { .versions { grid-template-columns: 1fr 1fr; } }
    .version { border: 1px solid var(--line); border-radius: 8px; padding: 0 1rem 1rem; min-width: 0; }
    .player { position: sticky; top: 0; background: var(--bg); padding: 0.5rem 0; z-index: 1; border-bottom: 1px solid var(--line); }
    audio { width: 100%; }
    .now { margin: 0.25rem 0 0; font-size: 1.1rem; }
    .now-label { font-weight: 600; }
    .stops { padding-left: 0; list-style: none; margin: 0; }
    .stop { border-left: 4px solid transparent; padding: 0.35rem 0.5rem; margin: 0.25rem 0; }
    .stop.playing { background: var(--playing); border-left-color: var(--accent); }
    .stop.playing::before { content: "Now playing"; display: block; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; }
    button.play, p.play { display: block; width: 100%; text-align: left; font: inherit; font-size: 1.05rem; color: inherit;
      background: none; border: 1px solid var(--line); border-radius: 6px; padding: 0.35rem 0.6rem; margin: 0; cursor: pointer; }
    p.play { cursor: default; }
    button.play:hover { border-color: var(--accent); }
    .index { font-weight: 700; margin-right: 0.25rem; }
    .details { margin: 0.2rem 0 0 0.6rem; color: var(--muted); font-size: 0.9rem; }
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
    .compare { max-width: 60rem; }
    .no-audio { font-style: italic; }
    code { font-size: 0.85em; }
    """
}
