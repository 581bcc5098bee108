"""The analyzer: folding, Polish endings, English plurals, and the morfeusz2 lexicon."""

from __future__ import annotations

import re
from pathlib import Path

from generator.kb.schema import Knowledge
from generator.search.analyzer import STOP_WORDS, Analyzer, fold, strip_en, strip_pl
from generator.search.lexicon import build_lexicon


def test_fold_drops_polish_diacritics_including_l_stroke() -> None:
    """Every Polish letter folds to its base letter, ł and Ł included."""
    assert fold("Zażółć gęślą jaźń ŁÓDŹ") == "zazolc gesla jazn lodz"


def test_polish_inflections_share_a_stem() -> None:
    """Zasoby/zasobów/zasobach, klątwa/klątwy/klątwę, śmietnisko/śmietniska share one stem each."""
    pl = Analyzer("pl")
    assert {pl.stem(w) for w in ("Zasoby", "zasobów", "zasobach", "zasobami")} == {"zasob"}
    assert {pl.stem(w) for w in ("Klątwa", "klątwy", "klątwę", "klatwa")} == {"klatw"}
    assert {pl.stem(w) for w in ("Śmietnisko", "śmietniska", "śmietnisku", "smietnisko")} == {"smietnisk"}


def test_polish_ending_keeps_three_letters() -> None:
    """An ending is not stripped when fewer than three letters would remain ("ale" stays)."""
    assert strip_pl("ale") == "ale"
    assert strip_pl("stosy") == "stos"


def test_english_plurals() -> None:
    """duchies→duchy, witches→witch, prizes→prize, but 'bus' and 'moss' stay."""
    assert [strip_en(w) for w in ("duchies", "witches", "prizes", "bus", "moss", "gains")] == \
        ["duchy", "witch", "prize", "bus", "moss", "gain"]


def test_lexicon_maps_alternations_to_the_lemma_stem() -> None:
    """morfeusz2 gives karcie→karta, ręce→ręka, rynki→rynek, so they meet their base form's stem."""
    lexicon = build_lexicon(["karta", "ręka", "rynek", "czarny"])
    pl = Analyzer("pl", lexicon)
    assert pl.stem("karcie") == pl.stem("karta") == "kart"
    assert pl.stem("ręce") == pl.stem("ręka") == pl.stem("rece") == "rek"
    assert pl.stem("rynki") == pl.stem("rynku") == pl.stem("rynek") == "rynek"


def test_lexicon_leaves_out_what_the_stripper_handles() -> None:
    """Regular forms (karty, kartą) are not stored: the suffix stripper already finds 'kart'."""
    lexicon = build_lexicon(["karta"])
    assert "karty" not in lexicon and "karta" not in lexicon
    assert lexicon["karcie"] == "kart"


def test_hook_finds_the_other_language_in_staged_sources(tmp_path: Path) -> None:
    """Building from src/.staging-en/docs, the Polish twin is read from src/.staging-pl/docs, not src/pl."""
    from generator.search.hook import _sibling

    for name in (".staging-pl", "pl"):
        (tmp_path / name / "docs" / "cards").mkdir(parents=True)
        (tmp_path / name / "docs" / "cards" / "duchy.md").write_text("---\ntitle: Powiat\n---\n", encoding="utf-8")
    found = _sibling(tmp_path / ".staging-en" / "docs", "en", "pl", "cards/duchy.md")
    assert found == tmp_path / ".staging-pl" / "docs" / "cards" / "duchy.md"
    plain = _sibling(tmp_path / "en" / "docs", "en", "pl", "cards/duchy.md")
    assert plain == tmp_path / "pl" / "docs" / "cards" / "duchy.md"


def test_english_words_get_porter_stems_through_the_lexicon() -> None:
    """gaining, gained, gains and gain meet; trashed/trashing/trashes meet trash (Snowball Porter via the lexicon)."""
    lexicon = build_lexicon(["gain", "gaining", "trash", "trashing", "own"], "en")
    en = Analyzer("en", lexicon)
    assert {en.stem(w) for w in ("gain", "gains", "gained", "gaining", "Gaining")} == {"gain"}
    assert {en.stem(w) for w in ("trash", "trashed", "trashing", "trashes")} == {"trash"}
    assert en.stem("owned") == en.stem("owning") == "own"  # inflections the pages never print


def test_english_lexicon_only_keeps_what_the_plural_rule_gets_wrong() -> None:
    """'gains' (the plural rule gives 'gain') is left out; 'gained' and 'gaining' are listed."""
    lexicon = build_lexicon(["gain", "gaining"], "en")
    assert "gains" not in lexicon and "gain" not in lexicon
    assert lexicon["gained"] == lexicon["gaining"] == "gain"


def test_question_words_are_stop_words_in_both_languages() -> None:
    """what/how/can/where and jak/czy/gdzie/co/kiedy give no term; the content words of the question stay."""
    assert Analyzer("en").terms("What happens when I gain a card?") == ["gain", "card"]
    assert Analyzer("en").terms("how can I buy") == ["buy"]
    assert Analyzer("pl").terms("Jak działa śmietnisko?") == ["smietnisk"]
    assert Analyzer("pl").terms("czy gdzie co kiedy") == []


def test_a_lexicon_stem_that_is_a_stop_word_is_dropped() -> None:
    """morfeusz2 reads 'm' as a form of 'być': being a stop word's stem, it gives no term."""
    assert Analyzer("pl", {"m": "byc"}).stem("m") == ""


def test_no_card_name_word_is_a_stop_word(kb: Knowledge) -> None:
    """Every content word of a card's English or Polish name stays searchable (Mine, Will-o'-Wisp, Silver Mine)."""
    function_words = {"en": {"of", "the", "in", "by", "a", "to", "and"}, "pl": {"w", "z", "na", "i"}}
    for card in kb.cards.values():
        for lang, name in (("en", card.name.en), ("pl", card.name.pl)):
            for word in re.split(r"[\s\-]+", name or ""):
                folded = fold(re.sub(r"^\W+|\W+$", "", word))
                assert folded in function_words[lang] or folded not in STOP_WORDS[lang], (card.id, word)
