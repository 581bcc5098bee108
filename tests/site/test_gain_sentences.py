"""Gain sentences composed from the structured facts, compared word for word with sentences written by hand.

Each expected sentence was written as a rulebook writer would put the card's recorded facts, in English and
in Polish (cases, gender and number of the names, "ze" before a consonant cluster), never taken from the
generator's output.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from generator.kb.schema import Knowledge
from generator.site import gains, labels
from generator.site.i18n import load_translations

ENGLISH: dict[str, list[str]] = {
    # from the trash
    "lurker": ["You gain an Action card from the trash."],
    "graverobber": ["You gain a card from the trash onto your deck costing from $3 to $6.",
                    "You gain a card costing up to $3 more than the trashed card."],
    "rogue": ["You gain a card from the trash costing from $3 to $6."],
    "treasurer": ["You gain a Treasure from the trash into your hand."],
    "lich": ["When you trash it, you gain a card from the trash costing less than it."],
    "noble-brigand": ["When you play it or buy it, you gain a Treasure from the trash.",
                      "When you play it or buy it, each other player who revealed no Treasure gains a Copper."],
    # from piles, in and out of the Supply
    "tournament": ["If you reveal a Province, you gain one of the Prizes onto your deck.",
                   "If you reveal a Province, you gain a Duchy onto your deck."],
    "urchin": ["When you play another card, you gain a Mercenary from its pile outside the Supply."],
    "marauder": ["You gain a Spoils from its pile outside the Supply.",
                 "Each other player gains a card from the Ruins pile."],
    "cultist": ["Each other player gains a card from the Ruins pile."],
    "bandit-camp": ["You gain a Spoils from its pile outside the Supply."],
    "leprechaun": ["You gain a Gold.",
                   "If you have exactly seven cards in play, you gain a Wish from its pile outside the Supply."],
    "black-market": ["You gain a card from the Black Market deck."],
    "changeling": ["You gain a copy of a card you have in play."],
    "vampire": ["You gain a card costing up to $5 other than a Vampire."],
    # to the hand
    "artisan": ["You gain a card into your hand costing up to $5."],
    "mine": ["You gain a Treasure into your hand costing up to $3 more than the trashed card."],
    "trading-post": ["You gain a Silver into your hand."],
    "swap": ["You gain an Action card into your hand costing up to $5."],
    "cobbler": ["At the start of your turn, you gain a card into your hand costing up to $4."],
    "beggar": ["You gain three Coppers into your hand.",
               "When you react with it, you gain a Silver onto your deck.",
               "When you react with it, you gain a Silver."],
    "transmogrify": ["When you call it at the start of your turn, you gain a card into your hand costing up to "
                     "$1 more than the trashed card."],
    "torturer": ["Each other player who does not discard two cards gains a Curse into their hand."],
    "duchess": ["When you gain a Duchy, you may gain a Duchess."],
    "fools-gold": ["When another player gains a Province, you may gain a Gold onto your deck."],
    "tunnel": ["When you discard it other than in Clean-up, you may gain a Gold."],
    "cauldron": ["When you gain your third Action card this turn, each other player gains a Curse."],
    "witchs-hut": ["If both cards you discarded are Action cards, each other player gains a Curse."],
    "joust": ["If you set aside a Province, you gain one of the Rewards into your hand."],
    # to the deck
    "bureaucrat": ["You gain a Silver onto your deck."],
    "develop": ["You gain a card onto your deck costing exactly $1 more than the trashed card.",
                "You gain a card onto your deck costing exactly $1 less than the trashed card."],
    "sea-hag": ["Each other player gains a Curse onto their deck."],
    "bag-of-gold": ["You gain a Gold onto your deck."],
    "treasure-map": ["If you trashed it and another Treasure Map, you gain four Golds onto your deck."],
    # other players
    "witch": ["Each other player gains a Curse."],
    "followers": ["You gain an Estate.", "Each other player gains a Curse."],
    "saboteur": ["The attacked player gains a card costing at least $2 less than the trashed card."],
    "swindler": ["The attacked player gains a card costing the same as the trashed card."],
    "ambassador": ["Each other player gains a copy of the revealed card."],
    "messenger": ["When you buy it, if it is the first card you buy this turn, you gain a card costing up to $4.",
                  "When you buy it, if it is the first card you buy this turn, each other player gains a copy "
                  "of the gained card."],
    "locusts": ["When a player receives it, if the trashed card was a Copper or an Estate, that player gains a "
                "Curse.",
                "When a player receives it, that player gains a card that costs less than the trashed card and "
                "shares a type with it."],
    # conditions
    "rocks": ["When you gain it or trash it outside your Buy phase, you gain a Silver into your hand.",
              "When you gain it or trash it in your Buy phase, you gain a Silver onto your deck."],
    "catapult": ["If the trashed card costs $3 or more, each other player gains a Curse."],
    "explorer": ["If you reveal a Province, you gain a Gold into your hand.",
                 "If you reveal no Province, you gain a Silver into your hand."],
    # on gain, and where the card itself goes
    "embassy": ["When you gain it, each other player gains a Silver."],
    "ill-gotten-gains": ["You gain a Copper into your hand.", "When you gain it, each other player gains a Curse."],
    "border-village": ["When you gain it, you gain a card costing less than it."],
    "nomad-camp": ["When you gain it, it goes onto your deck instead of your discard pile."],
    "den-of-sin": ["When you gain it, it goes into your hand instead of your discard pile."],
    "duplicate": ["When you call it after gaining another card, you gain a copy of the gained card if it costs up "
                  "to $6."],
    # versions
    "trader": ["You gain a Silver per $1 the trashed card costs.",
               "When you react with it, you gain a Silver (only in the 1st edition)."],
    "pillage": ["You gain two Spoils from their pile outside the Supply (only: original printing).",
                "If you trashed it, you gain two Spoils from their pile outside the Supply (only: 2019 errata)."],
    "hermit": ["You gain a card costing up to $3.",
               "When you discard it from play, if you bought no cards this turn, you gain a Madman from its pile "
               "outside the Supply (only: original printing)."],
    # the rest of the range: Events, copies, plain gains
    "summon": ["When you buy it, you gain an Action card costing up to $4."],
    "trusty-steed": ["You gain four Silvers."],
    "remodel": ["You gain a card costing up to $2 more than the trashed card."],
    "upgrade": ["You gain a card costing exactly $1 more than the trashed card."],
    "pirate": ["At the start of your turn, you gain a Treasure into your hand costing up to $6."],
    # counted per something, picked among cards, conditions on the trashed or gained card
    "treasure-hunter": ["You gain a Silver per card the player to your right gained on their last turn."],
    "masterpiece": ["When you buy it, you gain a Silver per $1 you overpay."],
    "embargo": ["Every player gains a Curse per Embargo token on the pile they buy a card from."],
    "horn-of-plenty": ["You gain a card costing up to $1 per differently named card you have in play."],
    "thief": ["You gain any number of the trashed Treasures from the trash."],
    "smugglers": ["You gain a copy of a card costing up to $6 that the player to your right gained on their last "
                  "turn."],
    "transmute": ["If the trashed card is an Action card, you gain a Duchy.",
                  "If the trashed card is a Treasure, you gain a Transmute.",
                  "If the trashed card is a Victory card, you gain a Gold."],
    "replace": ["You gain a card costing up to $2 more than the trashed card.",
                "If the gained card is a Victory card, each other player gains a Curse."],
    "dismantle": ["If the trashed card costs $1 or more, you gain a card costing less than it.",
                  "If the trashed card costs $1 or more, you gain a Gold."],
    "governor": ["You gain a Gold.", "Each other player gains a Silver.",
                 "You gain a card costing exactly $2 more than the trashed card.",
                 "Each other player gains a card costing exactly $1 more than the trashed card."],
    "mountebank": ["Each other player who does not discard a Curse gains a Curse.",
                   "Each other player who does not discard a Curse gains a Copper."],
    "war-chest": ["You gain a card costing up to $5 that was not named this turn."],
    "forge": ["You gain a card costing exactly the total cost of the trashed cards."],
    # gained straight into the set-aside cards
    "quartermaster": ["At the start of your turn, you gain a card costing up to $4, setting it aside."],
    "blockade": ["You gain a card costing up to $4, setting it aside."],
}

POLISH: dict[str, list[str]] = {
    "lurker": ["Dodajesz kartę Akcji ze śmietniska."],
    "graverobber": ["Dodajesz ze śmietniska na wierzch talii kartę kosztującą od $3 do $6.",
                    "Dodajesz kartę kosztującą najwyżej o $3 więcej niż wyrzucona karta."],
    "rogue": ["Dodajesz ze śmietniska kartę kosztującą od $3 do $6."],
    "treasurer": ["Dodajesz Skarb ze śmietniska na rękę."],
    "lich": ["Gdy wyrzucasz tę kartę na śmietnisko, dodajesz ze śmietniska kartę tańszą od niej."],
    "berserker": ["Gdy zagrywasz lub dodajesz tę kartę, dodajesz kartę tańszą od niej."],
    "the-earths-gift": ["Gdy gracz go otrzymuje, ten gracz może dodać kartę kosztującą do $4."],
    "stampede": ["Gdy kupujesz tę kartę, dodajesz pięć kart Horse z ich stosu spoza Zasobów na wierzch talii."],
    "noble-brigand": ["Gdy zagrywasz lub kupujesz tę kartę, dodajesz Skarb ze śmietniska.",
                      "Gdy zagrywasz lub kupujesz tę kartę, każdy z pozostałych graczy, który nie odkrył żadnego "
                      "Skarbu, dodaje Miedziaki."],
    "tournament": ["Jeśli odkryjesz Prowincję, dodajesz jedną z Nagród na wierzch talii.",
                   "Jeśli odkryjesz Prowincję, dodajesz Powiat na wierzch talii."],
    "urchin": ["Gdy zagrywasz inną kartę, dodajesz kartę Mercenary z jej stosu spoza Zasobów."],
    "marauder": ["Dodajesz kartę Spoils z jej stosu spoza Zasobów.",
                 "Każdy z pozostałych graczy dodaje kartę ze stosu Ruins."],
    "cultist": ["Każdy z pozostałych graczy dodaje kartę ze stosu Ruins."],
    "bandit-camp": ["Dodajesz kartę Spoils z jej stosu spoza Zasobów."],
    "leprechaun": ["Dodajesz Złoto.",
                   "Jeśli masz w grze dokładnie siedem kart, dodajesz Życzenie z jego stosu spoza Zasobów."],
    "black-market": ["Dodajesz kartę z talii Black Market."],
    "changeling": ["Dodajesz kopię karty, którą masz w grze."],
    "vampire": ["Dodajesz kartę kosztującą do $5 inną niż Wampir."],
    "artisan": ["Dodajesz na rękę kartę kosztującą do $5."],
    "mine": ["Dodajesz na rękę Skarb kosztujący najwyżej o $3 więcej niż wyrzucona karta."],
    "trading-post": ["Dodajesz Srebrniki na rękę."],
    "swap": ["Dodajesz na rękę kartę Akcji kosztującą do $5."],
    "cobbler": ["Na początku twojej tury dodajesz na rękę kartę kosztującą do $4."],
    "beggar": ["Dodajesz trzy karty Miedziaków na rękę.",
               "Gdy reagujesz tą kartą, dodajesz Srebrniki na wierzch talii.",
               "Gdy reagujesz tą kartą, dodajesz Srebrniki."],
    "transmogrify": ["Gdy wzywasz tę kartę na początku twojej tury, dodajesz na rękę kartę kosztującą najwyżej o $1 "
                     "więcej niż wyrzucona karta."],
    "torturer": ["Każdy z pozostałych graczy, który nie odrzuca dwóch kart, dodaje Klątwę na rękę."],
    "duchess": ["Gdy dodajesz Powiat, możesz dodać kartę Duchess."],
    "fools-gold": ["Gdy inny gracz dodaje Prowincję, możesz dodać Złoto na wierzch talii."],
    "tunnel": ["Gdy odrzucasz tę kartę poza fazą porządków, możesz dodać Złoto."],
    "cauldron": ["Gdy dodajesz w tej turze trzecią kartę Akcji, każdy z pozostałych graczy dodaje Klątwę."],
    "witchs-hut": ["Jeśli obie odrzucone karty są kartami Akcji, każdy z pozostałych graczy dodaje Klątwę."],
    "joust": ["Jeśli odłożysz na bok Prowincję, dodajesz kartę ze stosu Rewards na rękę."],
    "bureaucrat": ["Dodajesz Srebrniki na wierzch talii."],
    "develop": ["Dodajesz na wierzch talii kartę droższą dokładnie o $1 od wyrzuconej karty.",
                "Dodajesz na wierzch talii kartę tańszą dokładnie o $1 od wyrzuconej karty."],
    "sea-hag": ["Każdy z pozostałych graczy dodaje Klątwę na wierzch swojej talii."],
    "bag-of-gold": ["Dodajesz Złoto na wierzch talii."],
    "treasure-map": ["Jeśli wyrzuciłeś na śmietnisko ją i drugą Mapę skarbu, dodajesz cztery karty Złota na wierzch "
                     "talii."],
    "witch": ["Każdy z pozostałych graczy dodaje Klątwę."],
    "followers": ["Dodajesz Posiadłość.", "Każdy z pozostałych graczy dodaje Klątwę."],
    "saboteur": ["Atakowany gracz dodaje kartę tańszą co najmniej o $2 od wyrzuconej karty."],
    "swindler": ["Atakowany gracz dodaje kartę kosztującą tyle samo co wyrzucona karta."],
    "ambassador": ["Każdy z pozostałych graczy dodaje kopię odkrytej karty."],
    "messenger": ["Gdy kupujesz tę kartę, jeśli to pierwsza karta, którą kupujesz w tej turze, dodajesz kartę "
                  "kosztującą do $4.",
                  "Gdy kupujesz tę kartę, jeśli to pierwsza karta, którą kupujesz w tej turze, każdy z pozostałych "
                  "graczy dodaje kopię dodanej karty."],
    "locusts": ["Gdy gracz otrzymuje tę kartę, jeśli wyrzucona karta to Miedziaki lub Posiadłość, ten gracz dodaje "
                "Klątwę.",
                "Gdy gracz otrzymuje tę kartę, ten gracz dodaje kartę tańszą od wyrzuconej karty i mającą z nią "
                "wspólny typ."],
    "rocks": ["Gdy je dodajesz lub wyrzucasz na śmietnisko poza twoją fazą zakupu, dodajesz Srebrniki na rękę.",
              "Gdy je dodajesz lub wyrzucasz na śmietnisko w twojej fazie zakupu, dodajesz Srebrniki na wierzch "
              "talii."],
    "catapult": ["Jeśli wyrzucona karta kosztuje $3 lub więcej, każdy z pozostałych graczy dodaje Klątwę."],
    "explorer": ["Jeśli odkryjesz Prowincję, dodajesz Złoto na rękę.",
                 "Jeśli nie odkryjesz Prowincji, dodajesz Srebrniki na rękę."],
    "embassy": ["Gdy dodajesz tę kartę, każdy z pozostałych graczy dodaje Srebrniki."],
    "ill-gotten-gains": ["Dodajesz Miedziaki na rękę.",
                         "Gdy dodajesz tę kartę, każdy z pozostałych graczy dodaje Klątwę."],
    "border-village": ["Gdy dodajesz tę kartę, dodajesz kartę tańszą od niej."],
    "nomad-camp": ["Gdy dodajesz tę kartę, trafia ona na wierzch twojej talii zamiast na stos kart odrzuconych."],
    "den-of-sin": ["Gdy go dodajesz, trafia na rękę zamiast na stos kart odrzuconych."],
    "ghost-town": ["Gdy je dodajesz, trafia na rękę zamiast na stos kart odrzuconych."],
    "duplicate": ["Gdy wzywasz tę kartę po dodaniu innej karty, dodajesz kopię dodanej karty, jeśli kosztuje do $6."],
    "trader": ["Dodajesz Srebrniki za każdy $1 kosztu wyrzuconej karty.",
               "Gdy reagujesz tą kartą, dodajesz Srebrniki (tylko w 1. edycji)."],
    "pillage": ["Dodajesz dwie karty Spoils z ich stosu spoza Zasobów (tylko w wersji: pierwotny druk).",
                "Jeśli wyrzuciłeś tę kartę na śmietnisko, dodajesz dwie karty Spoils z ich stosu spoza Zasobów "
                "(tylko w wersji: errata z 2019 roku)."],
    "hermit": ["Dodajesz kartę kosztującą do $3.",
               "Gdy odrzucasz tę kartę z gry, jeśli w tej turze nie kupiłeś żadnej karty, dodajesz kartę Madman "
               "z jej stosu spoza Zasobów (tylko w wersji: pierwotny druk)."],
    "summon": ["Gdy kupujesz tę kartę, dodajesz kartę Akcji kosztującą do $4."],
    "trusty-steed": ["Dodajesz cztery karty Srebrników."],
    "remodel": ["Dodajesz kartę kosztującą najwyżej o $2 więcej niż wyrzucona karta."],
    "upgrade": ["Dodajesz kartę droższą dokładnie o $1 od wyrzuconej karty."],
    "pirate": ["Na początku twojej tury dodajesz na rękę Skarb kosztujący do $6."],
    "wish": ["Dodajesz na rękę kartę kosztującą do $6."],
    "treasure-hunter": ["Dodajesz Srebrniki za każdą kartę, którą gracz po twojej prawej dodał w swojej ostatniej "
                        "turze."],
    "masterpiece": ["Gdy kupujesz tę kartę, dodajesz Srebrniki za każdy przepłacony $1."],
    "embargo": ["Każdy gracz dodaje Klątwę za każdy żeton embarga na stosie, z którego kupuje kartę."],
    "horn-of-plenty": ["Dodajesz kartę kosztującą do $1 za każdą kartę o innej nazwie, którą masz w grze."],
    "thief": ["Dodajesz ze śmietniska dowolną liczbę wyrzuconych Skarbów."],
    "smugglers": ["Dodajesz kopię karty kosztującej do $6, którą gracz po twojej prawej dodał w swojej ostatniej "
                  "turze."],
    "transmute": ["Jeśli wyrzucona karta jest kartą Akcji, dodajesz Powiat.",
                  "Jeśli wyrzucona karta jest Skarbem, dodajesz kartę Transmute.",
                  "Jeśli wyrzucona karta jest kartą Zwycięstwa, dodajesz Złoto."],
    "replace": ["Dodajesz kartę kosztującą najwyżej o $2 więcej niż wyrzucona karta.",
                "Jeśli dodana karta jest kartą Zwycięstwa, każdy z pozostałych graczy dodaje Klątwę."],
    "dismantle": ["Jeśli wyrzucona karta kosztuje $1 lub więcej, dodajesz kartę tańszą od niej.",
                  "Jeśli wyrzucona karta kosztuje $1 lub więcej, dodajesz Złoto."],
    "governor": ["Dodajesz Złoto.", "Każdy z pozostałych graczy dodaje Srebrniki.",
                 "Dodajesz kartę droższą dokładnie o $2 od wyrzuconej karty.",
                 "Każdy z pozostałych graczy dodaje kartę droższą dokładnie o $1 od wyrzuconej karty."],
    "mountebank": ["Każdy z pozostałych graczy, który nie odrzuca Klątwy, dodaje Klątwę.",
                   "Każdy z pozostałych graczy, który nie odrzuca Klątwy, dodaje Miedziaki."],
    "war-chest": ["Dodajesz kartę kosztującą do $5, której nie nazwano w tej turze."],
    "forge": ["Dodajesz kartę kosztującą dokładnie tyle, ile łącznie kosztują wyrzucone karty."],
    "quartermaster": ["Na początku twojej tury dodajesz kartę kosztującą do $4, odkładając ją na bok."],
    "blockade": ["Dodajesz kartę kosztującą do $4, odkładając ją na bok."],
}


def _translator(lang: str) -> Callable[[str], str]:
    return load_translations(lang).gettext if lang == "pl" else (lambda message: message)


@pytest.mark.parametrize(("lang", "golden"), [("en", ENGLISH), ("pl", POLISH)])
def test_gain_sentences_match_hand_written_ones(kb: Knowledge, lang: str, golden: dict[str, list[str]]) -> None:
    """Each card's generated gain sentences equal the hand-written ones exactly, in order (over 40 cards)."""
    assert len(golden) >= 40
    t = _translator(lang)
    got = {cid: gains.gain_texts(kb, kb.cards[cid], lang, t) for cid in golden}
    wrong = {cid: got[cid] for cid in golden if got[cid] != golden[cid]}
    assert wrong == {}


def repeated_phrase(sentence: str, size: int = 3) -> str | None:
    """The first sequence of ``size`` words that a sentence says twice (None when there is none)."""
    words = re.findall(r"[\w$']+", sentence.lower())
    seen: set[tuple[str, ...]] = set()
    for i in range(len(words) - size + 1):
        gram = tuple(words[i:i + size])
        if gram in seen:
            return " ".join(gram)
        seen.add(gram)
    return None


PREPOSITIONS = {"en": ("from the", "onto your", "into your", "onto their", "into their"),
                "pl": ("ze śmietniska", "z zasobów", "spoza zasobów", "na rękę", "na wierzch")}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_generated_sentence_repeats_a_phrase(kb: Knowledge, lang: str) -> None:
    """No gain sentence of any card says the same three words twice, or the same place ("from the trash")
    twice."""
    t = _translator(lang)
    found = []
    for card in kb.cards.values():
        for sentence in gains.gain_texts(kb, card, lang, t):
            again = repeated_phrase(sentence)
            places = [p for p in PREPOSITIONS[lang] if sentence.lower().count(p) > 1]
            if again or places:
                found.append((card.id, sentence, again or places))
    assert found == []


def test_repeated_phrase_finds_the_old_graverobber_sentence() -> None:
    """The detector catches the sentence the site used to print for Graverobber."""
    assert repeated_phrase("You gain a card costing 3 to 6 from the trash from the trash onto your deck.") == \
        "from the trash"
    assert repeated_phrase("You gain a Treasure into your hand costing up to $3 more than the trashed card.") is None


def test_every_gain_fact_is_composed_from_its_structure(kb: Knowledge) -> None:
    """No gain fact of any card falls back to its own words: each has a ``which`` the sentence writers can say."""
    for lang in ("en", "pl"):
        named = labels.named_terms(kb)
        w = {cid: gains.writer(kb, card, lang, _translator(lang), named) for cid, card in kb.cards.items()}
        free = [(cid, str(g.loc)) for cid, card in kb.cards.items() for g in card.gains if w[cid].uses_what(g)]
        assert free == []


def test_polish_sentences_use_recorded_cases(kb: Knowledge) -> None:
    """A name with recorded forms is inflected (Wiedźmę, Prowincję); one without stays after "kartę"."""
    t = _translator("pl")
    witch = kb.cards["witch"]
    assert witch.name_forms_pl is not None and witch.name_forms_pl.acc == "Wiedźmę"
    assert gains.gain_texts(kb, kb.cards["young-witch"], "pl", t) == ["Każdy z pozostałych graczy dodaje Klątwę."]
    assert kb.cards["nomad-camp"].name_forms_pl is None
    assert gains.gain_texts(kb, kb.cards["nomad-camp"], "pl", t)[0].startswith("Gdy dodajesz tę kartę,")


def test_set_aside_pronoun_agrees_with_the_gained_card(kb: Knowledge) -> None:
    """A gain set aside says "setting it/them aside" and, in Polish, the pronoun in the gained card's gender
    and number: "ją" for a card, "je" for Silver (plural) and for four Silvers, "go" for a Treasure."""
    import dataclasses

    from generator.kb.schema import Which

    def said(cid: str, lang: str, **change: object) -> str:
        card = kb.cards[cid]
        fact = dataclasses.replace(card.gains[0], to="set-aside", **change)
        return gains.gain_texts(kb, dataclasses.replace(card, gains=(fact,)), lang, _translator(lang))[0]

    assert said("trading-post", "en") == "You gain a Silver, setting it aside."
    assert said("trading-post", "pl") == "Dodajesz Srebrniki, odkładając je na bok."
    assert said("trusty-steed", "en") == "You gain four Silvers, setting them aside."
    assert said("trusty-steed", "pl") == "Dodajesz cztery karty Srebrników, odkładając je na bok."
    assert said("artisan", "pl", which=Which(types=("treasure",), cost_max=5)) == \
        "Dodajesz Skarb kosztujący do $5, odkładając go na bok."
    assert said("witch", "pl") == "Każdy z pozostałych graczy dodaje Klątwę, odkładając ją na bok."


def test_a_varying_optional_gain_says_any_number(kb: Knowledge) -> None:
    """Prosper may gain a varying number of Treasures: the sentence says "any number of" / "dowolną liczbę"
    from the structure (count variable, optional, a type), and Territory's Golds are counted per empty pile."""
    assert gains.gain_texts(kb, kb.cards["prosper"], "en", _translator("en"))[1] == (
        "When you buy it, you may gain any number of Treasures.")
    assert gains.gain_texts(kb, kb.cards["prosper"], "pl", _translator("pl"))[1] == (
        "Gdy kupujesz tę kartę, możesz dodać dowolną liczbę Skarbów.")
    assert gains.gain_texts(kb, kb.cards["territory"], "en", _translator("en"))[0].endswith(
        "you gain a Gold per empty Supply pile.")
    assert gains.gain_texts(kb, kb.cards["territory"], "pl", _translator("pl"))[0].endswith(
        "dodajesz Złoto za każdy pusty stos w Zasobach.")
