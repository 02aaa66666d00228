#!/usr/bin/env python3
"""Writes TalkBack's words, as TalkBack's own resources give them, into Earshot's TalkBack reader
profiles (Voices/talkback/*.json), and prints where each word comes from as a Markdown table for
docs/EVIDENCE.md.

Usage: python3 scripts/talkback-words.py GIT_DIR [COMMIT]

GIT_DIR is a clone (or bare mirror) of github.com/google/talkback; COMMIT defaults to the one
Earshot cites. Nothing of TalkBack's code is copied: only the strings of its resource files
(Apache-2.0), each with the file and line it is on. Android's placeholders (%1$s, %1$d) become the
profiles' {1}; resource escapes (\\" \\') are undone; xliff:g markers are dropped, keeping their
text; quantity strings become one key per quantity ("key.one", "key.few", "key.many", "key.other").
"""

import json
import os
import re
import subprocess
import sys

COMMIT = "26a27dc009d5b3605e744222541f045a3c24e038"

# The profiles: Earshot's profile name, its language, and TalkBack's resource folder suffix.
LOCALES = [("en-US", "en-US", ""), ("en-GB", "en-GB", "-en-rGB"), ("de-DE", "de-DE", "-de"), ("ru-RU", "ru-RU", "-ru")]

# The resource files searched, in order, for each key.
FILES = [
    "talkback/src/main/res/values{}/strings_compositor.xml",
    "talkback/src/main/res/values{}/strings.xml",
    "utils/src/main/res/values{}/strings.xml",
    "utils/src/main/res/values{}/strings_symbols.xml",
]

# Every word the TalkBack reader says, by TalkBack's own resource name.
KEYS = [
    # Role words (AccessibilityNodeFeedbackUtils.getNodeRoleName).
    "value_button", "value_checkbox", "value_radio_button", "value_switch", "value_edit_box", "value_image",
    "value_seek_bar", "value_progress_bar", "value_spinner", "value_listview", "value_gridview", "value_pager",
    "value_pager_page", "value_tabwidget", "value_webview",
    # States.
    "value_checked", "value_not_checked", "value_on", "value_off", "value_selected", "value_disabled",
    "value_expanded", "value_collapsed", "value_unlabelled", "value_password", "template_password_character_count",
    "value_edit_box_editing",
    # Headings, errors, ranges.
    "heading_template", "row_heading_template", "column_heading_template", "template_labeled_item",
    "template_node_error_with_error_message", "template_percent", "template_seekbar_range",
    # Collections.
    "in_list", "in_list_with_name", "out_of_list", "out_of_list_with_name", "in_grid", "in_grid_with_name",
    "out_of_grid", "out_of_grid_with_name", "list_index_template", "template_list_total_count",
    "template_list_row_count", "template_list_column_count", "row_index_template", "column_index_template",
    "template_collection_level", "in_collection_role_description", "in_collection_role_description_with_name",
    "out_of_role_description", "out_of_role_description_with_name", "in_pager", "out_of_pager",
    # Windows.
    "in_window_with_name", "untitled_window",
    # Usage hints.
    "value_double_tap", "template_hint_clickable", "template_hint_long_clickable", "template_hint_checkable",
    "template_hint_single_selection_item", "template_hint_edit_text", "template_hint_spinner",
    "template_custom_hint_for_actions", "template_custom_hint_for_long_clickable_actions",
    "template_hint_adjustable_2gesture", "template_hint_menu_type_high_verbosity", "title_custom_action", "links",
    # The TalkBack menu's Actions for expanding and collapsing (CustomActionMenu).
    "title_action_expand", "title_action_collapse",
    # Gestures named in hints and menus.
    "title_pref_shortcut_3finger_1tap", "title_pref_shortcut_up", "title_pref_shortcut_down",
    # Reading controls and their ends.
    "granularity_default", "granularity_native_heading", "granularity_native_link", "granularity_native_control",
    "end_of_page", "start_of_page", "display_name_heading", "display_name_link", "display_name_control",
    # The TalkBack menu and its Actions item.
    "shortcut_talkback_breakout",
    # Text clean-up (CompositorUtils.prependCapital, SpeechCleanupUtils): a capital letter, a run of
    # one symbol, and the symbols' names.
    "template_capital_letter", "character_collapse_template",
    "symbol_ampersand", "symbol_angle_bracket_left", "symbol_angle_bracket_right", "symbol_apostrophe",
    "symbol_asterisk", "symbol_at_sign", "symbol_backslash", "symbol_black_heart", "symbol_black_star",
    "symbol_bullet", "symbol_caret", "symbol_cent", "symbol_colon", "symbol_comma", "symbol_copyright",
    "symbol_curly_bracket_left", "symbol_curly_bracket_right", "symbol_degree", "symbol_division",
    "symbol_dollar_sign", "symbol_downwards_arrow", "symbol_ellipsis", "symbol_em_dash", "symbol_en_dash",
    "symbol_equal", "symbol_euro", "symbol_exclamation_mark", "symbol_grave_accent", "symbol_hyphen_minus",
    "symbol_inverted_exclamation_mark", "symbol_inverted_question_mark", "symbol_leftwards_arrow",
    "symbol_low_double_quote", "symbol_multiplication", "symbol_new_line", "symbol_paragraph_mark",
    "symbol_parenthesis_left", "symbol_parenthesis_right", "symbol_percent", "symbol_period", "symbol_pi",
    "symbol_plus_minus_sign", "symbol_pound", "symbol_pound_sterling", "symbol_question_mark",
    "symbol_quotation_mark", "symbol_registered_trademark", "symbol_rightwards_arrow", "symbol_rupee",
    "symbol_section_sign", "symbol_semicolon", "symbol_slash", "symbol_space", "symbol_square_bracket_left",
    "symbol_square_bracket_right", "symbol_square_root", "symbol_tilde", "symbol_trademark", "symbol_underscore",
    "symbol_upwards_arrow", "symbol_vertical_bar", "symbol_white_star", "symbol_yen",
]

STRING = re.compile(r'<string name="([^"]+)"[^>]*>(.*?)</string>', re.S)
PLURALS = re.compile(r'<plurals name="([^"]+)"[^>]*>(.*?)</plurals>', re.S)
ITEM = re.compile(r'<item quantity="([a-z]+)">(.*?)</item>', re.S)
PLACEHOLDER = re.compile(r"%(\d)\$[sd]")


def clean(text):
    text = re.sub(r"<xliff:g[^>]*>", "", text).replace("</xliff:g>", "")
    if text.startswith('"') and text.endswith('"') and len(text) >= 2:
        text = text[1:-1]
    text = text.replace('\\"', '"').replace("\\'", "'").replace("\\n", " ").replace("%%", "%")
    # Unicode escapes (a leading \u0020) and the zero-width no-break space some translations end with.
    text = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text).replace("\ufeff", "")
    text = re.sub(r"[ \t\r\n]+", " ", text).strip()
    return PLACEHOLDER.sub(lambda m: "{" + m.group(1) + "}", text)


def show(git, commit, path):
    try:
        return subprocess.run(["git", "--git-dir", git, "show", f"{commit}:{path}"], check=True, capture_output=True,
                              text=True).stdout
    except subprocess.CalledProcessError:
        return None


def entries(text):
    """Each string's and plural's text with the line it starts on."""
    found = {}
    for m in STRING.finditer(text):
        found[m.group(1)] = (clean(m.group(2)), text.count("\n", 0, m.start()) + 1)
    for m in PLURALS.finditer(text):
        items = {q: clean(t) for q, t in ITEM.findall(m.group(2))}
        found[m.group(1)] = (items, text.count("\n", 0, m.start()) + 1)
    return found


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    git, commit = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else COMMIT
    if os.path.isdir(os.path.join(git, ".git")):
        git = os.path.join(git, ".git")
    root = os.path.join(os.path.dirname(__file__), "..", "Voices", "talkback")
    os.makedirs(root, exist_ok=True)
    sources = {}
    for name, language, suffix in LOCALES:
        tables = [(f.format(suffix), entries(show(git, commit, f.format(suffix)) or "")) for f in FILES]
        phrases = {}
        for key in KEYS:
            hit = next(((path, t[key]) for path, t in tables if key in t), None)
            if hit is None:
                sys.exit(f"{key}: not in TalkBack's {name} resources")
            path, (value, line) = hit
            sources.setdefault(key, {})[name] = f"{path}:{line}"
            if isinstance(value, dict):
                other = value.get("other", "")
                for quantity in ("one", "few", "many", "other"):
                    phrases[f"{key}.{quantity}"] = value.get(quantity, other)
            else:
                phrases[key] = value
        profile = {
            "$comment": f"TalkBack's words in {language}, from its own resources at google/talkback@{commit} "
                        "(Apache-2.0), written by scripts/talkback-words.py; docs/EVIDENCE.md lists the file and line of each.",
            "language": language,
            "order": ["state", "label", "type"],
            "phrases": dict(sorted(phrases.items())),
        }
        # The spoken-form rules are not TalkBack's resources but reports of what its voice says,
        # each with its source: kept as they are.
        path = os.path.join(root, f"{name}.json")
        if os.path.exists(path):
            kept = json.load(open(path, encoding="utf-8")).get("spokenForms")
            if kept is not None:
                profile["spokenForms"] = kept
        with open(path, "w", encoding="utf-8") as out:
            json.dump(profile, out, ensure_ascii=False, indent=2)
            out.write("\n")
    # One row per key: the file (its values*/ folder is the language's) and the line in each language.
    print("| key | file | " + " | ".join(n for n, _, _ in LOCALES) + " |")
    print("|---|---|" + "---|" * len(LOCALES))
    for key in KEYS:
        path = sources[key]["en-US"].rsplit(":", 1)[0].replace("/values/", "/values*/")
        print(f"| `{key}` | `{path}` | " + " | ".join(sources[key][n].rsplit(":", 1)[1] for n, _, _ in LOCALES) + " |")


if __name__ == "__main__":
    main()
