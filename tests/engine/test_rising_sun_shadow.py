"""Rising Sun's Shadow cards and their neighbours: every rule from the card texts and the Rising Sun rulebook's FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, RandomDecider, Zone
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- Shadow cards --------------------------------------------------------------------------------------------

def test_alley_draws_gives_an_action_and_discards_from_hand() -> None:
    """Alley: +1 Card, +1 Action, discard a card; the discard may be the card just drawn (card text)."""
    g, d = scenario([P(hand=["alley", "estate"], deck=["gold"]), P()], ["discard:gold"])
    g.play(0, "alley")
    assert d.asked[0].ids() == ["discard:estate", "discard:gold"] and d.asked[0].min == 1
    assert g.hand(0) == ["estate"] and g.discard(0) == ["gold"] and g.turn.actions == 1


def test_alley_with_an_empty_hand_discards_nothing() -> None:
    """Alley: with nothing in hand after drawing (an empty deck and discard pile) nothing is discarded."""
    g, d = scenario([P(hand=["alley"]), P()])
    g.play(0, "alley")
    assert d.asked == [] and g.discard(0) == [] and g.turn.actions == 1


def test_alley_played_from_the_deck_draws_the_next_card() -> None:
    """Alley from the deck: it leaves the deck, then draws the card that was above it (Shadows FAQ)."""
    g, _ = scenario([P(hand=["copper"], deck=["estate", "alley", "silver"]), P()], ["discard:copper"])
    g.play(0, "alley")
    assert g.in_play(0) == ["alley"] and g.hand(0) == ["silver"] and g.deck(0) == ["estate"]


def test_fishmonger_gives_a_buy_and_a_coin() -> None:
    """Fishmonger: +1 Buy and +$1, whether played from the hand or from the deck."""
    g, _ = scenario([P(hand=["fishmonger"], deck=["fishmonger"]), P()], actions=2)
    g.play(0, "fishmonger")
    g.play(0, "fishmonger")
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (0, 3, 2) and g.deck(0) == []


def test_ninja_draws_and_the_others_discard_down_to_three() -> None:
    """Ninja: +1 Card; each other player discards down to 3 cards in hand; one with 3 or fewer discards nothing."""
    g, _ = scenario([P(hand=["ninja"], deck=["gold"]), P(hand=["copper"] * 4 + ["estate"]), P(hand=["copper"] * 3)],
                    [["discard:copper", "discard:estate"]])
    g.play(0, "ninja")
    assert g.hand(0) == ["gold"]
    assert sorted(g.hand(1)) == ["copper"] * 3 and sorted(g.discard(1)) == ["copper", "estate"]
    assert g.hand(2) == ["copper"] * 3 and g.discard(2) == []


def test_ninja_from_the_deck_is_still_an_attack_moat_blocks_it() -> None:
    """Ninja played from the deck is an Attack played: revealing Moat keeps the whole hand (Base rulebook)."""
    g, _ = scenario([P(deck=["ninja"]), P(hand=["moat", "copper", "copper", "copper", "copper"])], ["reveal:moat"])
    g.play(0, "ninja")
    assert len(g.hand(1)) == 5 and g.discard(1) == [] and g.in_play(0) == ["ninja"]


def test_ronin_draws_until_seven_cards_in_hand() -> None:
    """Ronin: draw until you have 7 cards in hand; played from the hand it no longer counts (card text)."""
    g, _ = scenario([P(hand=["ronin", "estate", "estate"], deck=["copper"] * 8), P()])
    g.play(0, "ronin")
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 3


def test_ronin_stops_when_nothing_is_left_to_draw() -> None:
    """Ronin: with too few cards in deck and discard pile it draws them all and stops (FAQ)."""
    g, _ = scenario([P(hand=["ronin"], deck=["copper", "copper"], discard=["silver"]), P()])
    g.play(0, "ronin")
    assert sorted(g.hand(0)) == ["copper", "copper", "silver"] and g.deck(0) == [] and g.discard(0) == []


def test_ronin_with_seven_or_more_draws_nothing() -> None:
    """Ronin: with 7 or more cards in hand already, it draws nothing (FAQ)."""
    g, _ = scenario([P(hand=["ronin"] + ["copper"] * 8, deck=["gold"]), P()])
    g.play(0, "ronin")
    assert len(g.hand(0)) == 8 and g.deck(0) == ["gold"]


def test_throne_room_on_ronin_from_the_deck() -> None:
    """Throne Room on a Ronin in the deck: the first play draws to 7, the second draws nothing more."""
    g, _ = scenario([P(hand=["throne-room", "estate"], deck=["copper"] * 9 + ["ronin"]), P()], ["play-deck:ronin"])
    g.play(0, "throne-room")
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 3 and g.in_play(0) == ["throne-room", "ronin"]


def test_tanuki_remodels_up_to_two_more() -> None:
    """Tanuki: trash a card from your hand, gain a card costing up to $2 more (like Remodel); Gold is too dear."""
    g, d = scenario([P(hand=["tanuki", "silver", "estate"]), P()], ["trash:silver", "gain:duchy"],
                    supply={"tanuki": 10})
    g.play(0, "tanuki")
    offered = d.asked[1].ids()
    assert "gain:duchy" in offered and "gain:tanuki" in offered and "gain:gold" not in offered
    assert g.trash_ids() == ["silver"] and gained(g) == [(0, "duchy", "supply", "discard")]


def test_tanuki_with_an_empty_hand_gains_nothing() -> None:
    """Tanuki: with no card in hand nothing is trashed and nothing gained (FAQ: like Remodel)."""
    g, d = scenario([P(deck=["tanuki"]), P()])
    g.play(0, "tanuki")
    assert d.asked == [] and gained(g) == [] and g.trash_ids() == []


def test_tanuki_from_the_deck_cannot_trash_a_deck_card() -> None:
    """Tanuki from the deck trashes only a card really in hand: the other Shadow in the deck is not offered."""
    g, d = scenario([P(hand=["estate", "copper"], deck=["fishmonger", "tanuki"]), P()], ["trash:estate", "gain:silver"])
    g.play(0, "tanuki")
    assert d.asked[0].ids() == ["trash:copper", "trash:estate"]
    assert g.trash_ids() == ["estate"] and g.deck(0) == ["fishmonger"] and g.hand(0) == ["copper"]


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


# -- Riverboat ----------------------------------------------------------------------------------------------

def test_riverboat_plays_the_set_aside_card_next_turn_leaving_it_there() -> None:
    """Riverboat: at the start of your next turn it plays the set-aside card, which stays set aside; Riverboat
    stays in play until then and is discarded in that turn's Clean-up (card text, FAQ)."""
    g, _ = scenario([P(hand=["riverboat"], deck=["copper"] * 12), P()], non_supply={"laboratory": ["laboratory"]})
    g.play(0, "riverboat")
    assert g.in_play(0) == ["riverboat"] and len(g.hand(0)) == 0
    next_turn(g, 0)
    assert len(g.hand(0)) == 7 and g.turn.actions == 2
    assert g.pile("laboratory") == ["laboratory"] and g.in_play(0) == ["riverboat"]
    g.cleanup(0)
    assert g.in_play(0) == [] and "riverboat" in g.discard(0)


def test_throne_room_on_riverboat_plays_the_card_twice() -> None:
    """Throne Room on Riverboat: the set-aside card is played twice at the start of the next turn, and the
    Throne Room stays in play with the Riverboat until then."""
    g, _ = scenario([P(hand=["throne-room", "riverboat"], deck=["copper"] * 12), P()], ["play:riverboat"],
                    non_supply={"market": ["market"]})
    g.play(0, "throne-room")
    next_turn(g, 0)
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (3, 3, 2) and len(g.hand(0)) == 7
    assert g.in_play(0) == ["throne-room", "riverboat"]


def test_riverboat_plays_a_set_aside_attack() -> None:
    """Riverboat playing a set-aside Witch at the start of your turn: +2 Cards and each other player gains a
    Curse; the Witch itself stays set aside."""
    g, _ = scenario([P(hand=["riverboat"], deck=["copper"] * 12), P()], non_supply={"witch": ["witch"]})
    g.play(0, "riverboat")
    next_turn(g, 0)
    assert len(g.hand(0)) == 7 and g.discard(1) == ["curse"] and g.pile("witch") == ["witch"]


def test_riverboat_stays_out_with_a_duration_its_card_played() -> None:
    """Riverboat stays in play as long as the card it plays would have (FAQ): a set-aside Specialist playing a
    Fishing Village from the hand keeps Riverboat in play until the Fishing Village leaves."""
    g, _ = scenario([P(hand=["riverboat"], deck=["copper"] * 10 + ["fishing-village"] + ["copper"] * 4), P()],
                    ["play:fishing-village", "specialist:again", "start:fishing-village"],
                    non_supply={"specialist": ["specialist"]})
    g.play(0, "riverboat")
    next_turn(g, 0)
    assert g.turn.actions == 1 + 4 and g.turn.coins == 2
    g.cleanup(0)
    assert g.in_play(0) == ["riverboat", "fishing-village"]
    g.start_turn(0)
    g.cleanup(0)
    assert g.in_play(0) == []


def test_riverboat_set_up_sets_aside_an_unused_non_duration_five() -> None:
    """Riverboat's set-up: a real game sets aside one unused non-Duration Action costing exactly $5 (card text)."""
    kingdom = ["riverboat", "village", "smithy", "moat", "cellar", "chapel", "market", "mine", "witch", "festival"]
    for seed in range(4):
        g = Game.new(card_defs(), kingdom, 2, RandomDecider(seed), seed=seed)
        aside = [pid for pid, code in g.zones.piles.items()
                 if g.zones.kind[code] is Zone.NON_SUPPLY and pid in g.defs and g.pile(pid) == [pid]]
        assert len(aside) == 1, aside
        d = g.defs[aside[0]]
        assert "action" in d.types and "duration" not in d.types and (d.cost.coins, d.cost.potion, d.cost.debt) == (
            5, 0, 0) and aside[0] not in kingdom


def test_riverboat_without_a_set_aside_card_does_nothing() -> None:
    """Riverboat with no card set aside (a position without one) plays nothing next turn."""
    g, _ = scenario([P(hand=["riverboat"], deck=["copper"] * 10), P()])
    g.play(0, "riverboat")
    next_turn(g, 0)
    assert len(g.hand(0)) == 5 and g.turn.actions == 1 and g.in_play(0) == ["riverboat"]


# -- Samurai ------------------------------------------------------------------------------------------------

def test_samurai_attacks_once_and_pays_every_turn_for_good() -> None:
    """Samurai: each other player discards down to 3 once; +$1 at the start of each of your turns this game,
    and it stays in play (card text, FAQ: it does not attack again)."""
    g, _ = scenario([P(hand=["samurai"], deck=["copper"] * 20), P(hand=["estate", "estate"] + ["copper"] * 3)],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "samurai")
    assert sorted(g.hand(1)) == ["copper"] * 3 and g.turn.coins == 0
    for _ in range(3):
        next_turn(g, 0)
        assert g.turn.coins == 1 and g.in_play(0) == ["samurai"]
    assert sorted(g.hand(1)) == ["copper"] * 3


def test_throne_room_on_samurai_pays_two_each_turn() -> None:
    """Throne Room on Samurai: two plays, so +$2 at the start of each later turn; both cards stay in play."""
    g, _ = scenario([P(hand=["throne-room", "samurai"], deck=["copper"] * 20), P()], ["play:samurai"])
    g.play(0, "throne-room")
    for _ in range(2):
        next_turn(g, 0)
        assert g.turn.coins == 2 and g.in_play(0) == ["throne-room", "samurai"]


# -- Daimyo -------------------------------------------------------------------------------------------------

def test_daimyo_replays_the_next_action() -> None:
    """Daimyo: +1 Card +1 Action; the next non-Command Action you play this turn is replayed afterwards."""
    g, _ = scenario([P(hand=["daimyo", "village"], deck=["copper"] * 10), P()], supply={"daimyo": 10})
    g.play(0, "daimyo")
    assert len(g.hand(0)) == 2 and g.turn.actions == 1
    g.play(0, "village")
    assert g.turn.actions == 4 and len(g.hand(0)) == 3
    assert g.in_play(0) == ["daimyo", "village"]


def test_daimyo_waits_for_a_non_command_card_and_only_once() -> None:
    """Daimyo skips Command cards (another Daimyo) and replays only the next non-Command Action: two Daimyos
    then a Village play the Village three times, and a later Smithy just once (FAQ)."""
    g, _ = scenario([P(hand=["daimyo", "daimyo", "village", "smithy"], deck=["copper"] * 20), P()],
                    supply={"daimyo": 10}, actions=3)
    g.play(0, "daimyo")
    g.play(0, "daimyo")
    before = len(g.hand(0))
    g.play(0, "village")
    assert len(g.hand(0)) == before - 1 + 3
    actions = g.turn.actions
    g.play(0, "smithy")
    assert len(g.hand(0)) == before - 1 + 3 - 1 + 3 and g.turn.actions == actions - 1


def test_daimyo_replays_a_card_that_trashed_itself() -> None:
    """Daimyo replays the next Action even if it trashed itself (FAQ): a Feast gains two cards."""
    g, _ = scenario([P(hand=["daimyo", "feast"], deck=["copper"] * 5), P()], ["gain:duchy", "gain:laboratory"],
                    supply={"daimyo": 10, "laboratory": 10}, versions={"feast": "1e"})
    g.play(0, "daimyo")
    g.play(0, "feast")
    assert g.trash_ids() == ["feast"]
    assert gained(g) == [(0, "duchy", "supply", "discard"), (0, "laboratory", "supply", "discard")]


def test_daimyo_does_not_carry_over_to_the_next_turn() -> None:
    """Daimyo's replay lasts only this turn: an Action played on the next turn is played once."""
    g, _ = scenario([P(hand=["daimyo"], deck=["copper"] * 4 + ["village"] + ["copper"] * 5), P()],
                    supply={"daimyo": 10})
    g.play(0, "daimyo")
    next_turn(g, 0)
    g.play(0, "village")
    assert g.turn.actions == 2


def test_daimyo_then_throne_room_replays_the_throne_room() -> None:
    """Daimyo then Throne Room: the Throne Room is the next Action played, so it is replayed and plays another
    Action twice."""
    g, _ = scenario([P(hand=["daimyo", "throne-room", "village", "village"], deck=["copper"] * 10), P()],
                    ["play:village", "play:village"], supply={"daimyo": 10})
    g.play(0, "daimyo")
    g.play(0, "throne-room")
    assert g.in_play(0) == ["daimyo", "throne-room", "village", "village"] and g.turn.actions == 8


# -- Aristocrat ----------------------------------------------------------------------------------------------

def test_aristocrat_counts_aristocrats_in_play() -> None:
    """Aristocrat: 1 in play: +3 Actions; 2: +3 Cards; 3: +$3; 4: +3 Buys (card text)."""
    g, _ = scenario([P(hand=["aristocrat"] * 4, deck=["copper"] * 5), P()])
    g.play(0, "aristocrat")
    assert g.turn.actions == 3
    g.play(0, "aristocrat")
    assert len(g.hand(0)) == 5 and g.turn.actions == 2
    g.play(0, "aristocrat")
    assert g.turn.coins == 3
    g.play(0, "aristocrat")
    assert (g.turn.buys, g.turn.actions, g.turn.coins) == (4, 0, 3)


def test_aristocrat_five_wraps_and_nine_does_nothing() -> None:
    """Aristocrat: with 5 in play +3 Actions again, 6 +3 Cards; with 9 nothing (card text, FAQ)."""
    g, _ = scenario([P(hand=["aristocrat"], in_play=["aristocrat"] * 4), P()])
    g.play(0, "aristocrat")
    assert g.turn.actions == 3
    g, _ = scenario([P(hand=["aristocrat"], in_play=["aristocrat"] * 8, deck=["copper"] * 3), P()])
    g.play(0, "aristocrat")
    assert (g.turn.actions, g.turn.buys, g.turn.coins, len(g.hand(0))) == (0, 1, 0, 0)


def test_daimyo_on_aristocrat_uses_the_count_in_play_for_both_plays() -> None:
    """Daimyo then Aristocrat: both plays see one Aristocrat in play, so +3 Actions twice (FAQ)."""
    g, _ = scenario([P(hand=["daimyo", "aristocrat"], deck=["copper"] * 5), P()], supply={"daimyo": 10})
    g.play(0, "daimyo")
    g.play(0, "aristocrat")
    assert g.turn.actions == 6


# -- Artist ---------------------------------------------------------------------------------------------------

def test_artist_draws_per_card_with_one_copy_in_play() -> None:
    """Artist: +1 Action, +1 Card per card you have exactly one of in play, itself included; Samurai from an
    earlier turn counts, two Coppers do not (card text, FAQ)."""
    g, _ = scenario([P(hand=["artist"], in_play=["samurai", "copper", "copper", "silver"], deck=["gold"] * 5), P()],
                    supply={"artist": 10})
    g.play(0, "artist")
    assert g.turn.actions == 1 and g.hand(0) == ["gold"] * 3


def test_a_second_artist_does_not_count_the_artists() -> None:
    """Artist: with two Artists in play, neither counts as a card you have exactly one of."""
    g, _ = scenario([P(hand=["artist"], in_play=["artist", "village"], deck=["gold"] * 5), P()],
                    supply={"artist": 10})
    g.play(0, "artist")
    assert g.hand(0) == ["gold"]


# -- Rice -----------------------------------------------------------------------------------------------------

def test_rice_counts_the_types_in_play() -> None:
    """Rice: +1 Buy, +$1 per type among cards in play: Daimyo (Action, Command), Fishmonger (Shadow), Coppers and
    Rice (Treasure) make 4 (FAQ example without its Litter)."""
    g, _ = scenario([P(hand=["rice"], in_play=["daimyo", "fishmonger", "copper", "copper", "copper"]), P()],
                    phase="buy")
    g.play(0, "rice")
    assert (g.turn.buys, g.turn.coins) == (2, 4)


def test_rice_alone_makes_one() -> None:
    """Rice alone in play: it is a Treasure, one type, +$1."""
    g, _ = scenario([P(hand=["rice"]), P()], phase="buy")
    g.play(0, "rice")
    assert (g.turn.buys, g.turn.coins) == (2, 1)


# -- Snake Witch -------------------------------------------------------------------------------------------

def test_snake_witch_with_no_duplicates_returns_itself_to_curse_the_others() -> None:
    """Snake Witch: +1 Card +1 Action; with no duplicates in hand you may reveal it and return Snake Witch to
    its pile, and then each other player gains a Curse (card text)."""
    g, d = scenario([P(hand=["snake-witch", "estate"], deck=["copper"]), P(), P()], ["yes"],
                    supply={"snake-witch": 9})
    g.play(0, "snake-witch")
    assert d.asked[0].ids() == ["yes", "no"] and g.turn.actions == 1
    assert g.in_play(0) == [] and g.pile_count("snake-witch") == 10
    assert gained(g) == [(1, "curse", "supply", "discard"), (2, "curse", "supply", "discard")]


def test_snake_witch_with_a_duplicate_cannot_curse() -> None:
    """Snake Witch: a hand with two cards of the same name offers nothing; the card stays in play."""
    g, d = scenario([P(hand=["snake-witch", "estate"], deck=["estate"]), P()], supply={"snake-witch": 9})
    g.play(0, "snake-witch")
    assert d.asked == [] and g.in_play(0) == ["snake-witch"] and gained(g) == []


def test_snake_witch_declined_keeps_it_in_play() -> None:
    """Snake Witch: revealing is optional; declining leaves it in play and nobody gains a Curse (FAQ)."""
    g, _ = scenario([P(hand=["snake-witch", "estate"], deck=["copper"]), P()], ["no"], supply={"snake-witch": 9})
    g.play(0, "snake-witch")
    assert g.in_play(0) == ["snake-witch"] and gained(g) == []


def test_throne_room_on_snake_witch_curses_once() -> None:
    """Throne Room on Snake Witch: once it has returned to its pile it cannot be returned again, so the second
    play gives no Curse (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "snake-witch"], deck=["copper", "silver"]), P()],
                    ["play:snake-witch", "yes", "yes"], supply={"snake-witch": 9})
    g.play(0, "throne-room")
    assert gained(g) == [(1, "curse", "supply", "discard")] and g.pile_count("snake-witch") == 10
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.turn.actions == 2


def test_snake_witch_with_an_empty_hand_has_no_duplicates() -> None:
    """Snake Witch: with no cards in hand after drawing, the hand has no duplicates (FAQ)."""
    g, _ = scenario([P(hand=["snake-witch"]), P()], ["yes"], supply={"snake-witch": 9})
    g.play(0, "snake-witch")
    assert gained(g) == [(1, "curse", "supply", "discard")]


def test_moat_stops_snake_witch_curse() -> None:
    """Snake Witch is an Attack: a player revealing Moat gains no Curse; the Witch still returns to its pile."""
    g, _ = scenario([P(hand=["snake-witch", "estate"], deck=["copper"]), P(hand=["moat"])], ["reveal:moat", "yes"],
                    supply={"snake-witch": 9})
    g.play(0, "snake-witch")
    assert gained(g) == [] and g.pile_count("snake-witch") == 10


def test_a_second_card_file_of_the_expansion_is_loaded() -> None:
    """The knowledge loader reads every knowledge/cards/*.yaml whatever its name: this set's records come from
    rising-sun-shadow.yaml, written by hand, next to the imported rising-sun records."""
    from generator.kb.load import load_knowledge
    kb = load_knowledge()
    alley = kb.cards["alley"]
    assert alley.hand_written and alley.expansion == "rising-sun"
    assert str(alley.loc).startswith("knowledge/cards/rising-sun-shadow.yaml")
