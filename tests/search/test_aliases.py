"""A page's alias (its title in the other language) adds only the words its own title lacks."""

from __future__ import annotations

from generator.search.hook import alias_words


def test_alias_keeps_only_the_words_the_title_lacks() -> None:
    """A Polish title that keeps an English card name gives the English page only its Polish words, once."""
    assert alias_words("Black Market kupuje z talii spoza Zasobów",
                       "Black Market buys from a deck outside the Supply") == "kupuje z talii spoza Zasobów"
    assert alias_words("Talia Black Market", "The Black Market deck") == "Talia"
    assert alias_words("Hamlet", "Hamlet") == ""  # the same name in both languages is no alias
    assert alias_words("Wioska", "Village") == "Wioska"
    assert alias_words("Sala tronowa", None) == "Sala tronowa"
