"""Alchemy: every card's rules, from the card texts and the Alchemy rulebook's FAQ."""

from __future__ import annotations

from generator.engine import PlayerLayout
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_transmute_each_type_gives_its_card() -> None:
    """Transmute: an Action-Victory card trashed gains both a Duchy and a Gold (FAQ: each applicable thing)."""
    g, d = scenario([P(hand=["transmute", "nobles", "copper"]), P()], ["trash:nobles"], supply={"transmute": 9})
    g.play(0, "transmute")
    assert g.trash_ids() == ["nobles"] and sorted(g.discard(0)) == ["duchy", "gold"]
    d.assert_done()


def test_transmute_treasure_gains_transmute_and_curse_gains_nothing() -> None:
    """Transmute: a Treasure trashed gains a Transmute; a Curse is none of the three types, so nothing."""
    g, _ = scenario([P(hand=["transmute", "transmute", "copper", "curse"]), P()],
                    ["trash:copper", "trash:curse"], supply={"transmute": 9})
    g.play(0, "transmute")
    assert g.discard(0) == ["transmute"]
    g.turn.actions = 1
    g.play(0, "transmute")
    assert g.discard(0) == ["transmute"] and sorted(g.trash_ids()) == ["copper", "curse"]


def test_vineyard_counts_action_cards_in_all_zones() -> None:
    """Vineyard: 1 VP per 3 Action cards you have, rounded down (7 Actions across zones: 2 VP)."""
    g, _ = scenario([P(hand=["vineyard", "village", "village"], deck=["smithy", "smithy", "nobles"],
                       discard=["village", "moat", "copper"]), P()])
    # Nobles is an Action-Victory card: counted by Vineyard and worth 2 VP itself
    assert g.score(0) == 2 + 2


def test_herbalist_puts_a_treasure_from_play_on_the_deck() -> None:
    """Herbalist: +1 Buy +$1; discarding it from play, you may put a Treasure you had in play onto your deck."""
    g, d = scenario([P(hand=["herbalist", "gold", "copper"], deck=["estate"] * 4), P()], ["topdeck:gold"])
    g.play(0, "herbalist")
    assert (g.turn.buys, g.turn.coins) == (2, 1)
    g.play(0, "gold")
    g.play(0, "copper")
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["estate"] * 4 + ["gold"] and g.discard(0).count("gold") == 0
    d.assert_done()


def test_herbalist_may_decline() -> None:
    """Herbalist: putting a Treasure back is optional."""
    g, d = scenario([P(hand=["herbalist", "silver"], deck=["estate"] * 6), P()], [[]])
    g.play(0, "herbalist")
    g.play(0, "silver")
    g.cleanup(0)
    assert sorted(g.discard(0)) == ["herbalist", "silver"] and g.hand(0) == ["estate"] * 5
    d.assert_done()


def test_apothecary_takes_coppers_and_potions_and_orders_the_rest() -> None:
    """Apothecary: +1 Card +1 Action; of the top 4, Coppers and Potions go to hand, the rest back in any order."""
    g, d = scenario([P(hand=["apothecary"], deck=["gold", "estate", "copper", "potion", "silver", "copper"]), P()],
                    ["top:estate"])
    g.play(0, "apothecary")
    assert sorted(g.hand(0)) == ["copper", "copper", "potion"] and g.deck(0) == ["gold", "silver", "estate"]
    assert g.turn.actions == 1
    d.assert_done()


def test_scrying_pool_reveals_everyone_then_draws_actions_and_the_first_non_action() -> None:
    """Scrying Pool: each player's top card discarded or put back as you choose; then reveal until a non-Action,
    all revealed to your hand."""
    g, d = scenario([P(hand=["scrying-pool"], deck=["copper", "village", "smithy", "estate"]), P(deck=["gold"])],
                    ["discard:estate", "no"])
    g.play(0, "scrying-pool")
    assert g.discard(0) == ["estate"] and g.deck(1) == ["gold"]
    assert sorted(g.hand(0)) == ["copper", "smithy", "village"] and g.deck(0) == [] and g.turn.actions == 1
    d.assert_done()


def test_scrying_pool_moat_protects_only_from_the_reveal() -> None:
    """Scrying Pool is an Attack: a player revealing Moat keeps their top card untouched."""
    g, d = scenario([P(hand=["scrying-pool"], deck=["copper"]), P(hand=["moat"], deck=["gold"])],
                    ["reveal:moat", "no"])
    g.play(0, "scrying-pool")
    assert g.deck(1) == ["gold"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_university_gains_an_action_up_to_5_or_nothing() -> None:
    """University: +2 Actions; you may gain an Action card costing up to $5."""
    g, d = scenario([P(hand=["university", "university"]), P()], ["gain:laboratory", []],
                    supply={"laboratory": 10, "university": 10, "golem": 10})
    g.play(0, "university")
    assert g.turn.actions == 2 and g.discard(0) == ["laboratory"]
    g.play(0, "university")
    assert g.turn.actions == 3 and g.discard(0) == ["laboratory"]
    d.assert_done()


def test_alchemist_goes_on_the_deck_with_a_potion_in_play() -> None:
    """Alchemist: +2 Cards +1 Action; discarded from play with a Potion in play, it may go onto the deck."""
    g, d = scenario([P(hand=["alchemist", "potion"], deck=["copper"] * 7), P()], ["topdeck:alchemist"])
    g.play(0, "alchemist")
    assert g.turn.actions == 1 and len(g.hand(0)) == 3
    g.play(0, "potion")
    g.cleanup(0)
    assert "alchemist" in g.hand(0) and "alchemist" not in g.discard(0)
    d.assert_done()


def test_alchemist_without_a_potion_is_discarded() -> None:
    """Alchemist: without a Potion in play nothing is asked and it is discarded."""
    g, d = scenario([P(hand=["alchemist", "copper"], deck=["copper"] * 7), P()])
    g.play(0, "alchemist")
    g.cleanup(0)
    assert "alchemist" in g.discard(0)
    d.assert_done()


def test_herbalist_and_alchemist_both_go_back() -> None:
    """FAQ: with Herbalist, Potion and Alchemist in play, Alchemist goes onto the deck, then Herbalist puts the
    Potion onto it."""
    g, d = scenario([P(hand=["herbalist", "alchemist", "potion"], deck=["estate"] * 8), P()],
                    ["first:alchemist", "topdeck:alchemist", "topdeck:potion"])
    g.play(0, "alchemist")
    g.turn.actions = 1
    g.play(0, "herbalist")
    g.play(0, "potion")
    g.turn.next_hand = 1
    g.cleanup(0)
    assert g.hand(0) == ["potion"] and g.deck(0)[-1] == "alchemist"  # the Potion went onto the deck last
    d.assert_done()


def test_familiar_curses_each_other_player() -> None:
    """Familiar: +1 Card +1 Action; each other player gains a Curse, in turn order while they last."""
    g, _ = scenario([P(hand=["familiar"], deck=["copper"]), P(), P()], supply={"curse": 1})
    g.play(0, "familiar")
    assert g.hand(0) == ["copper"] and g.turn.actions == 1
    assert gained(g) == [(1, "curse", "supply", "discard")]


def test_philosophers_stone_counts_deck_and_discard() -> None:
    """Philosopher's Stone: $1 per 5 cards in deck plus discard pile, rounded down (11 cards: $2)."""
    g, _ = scenario([P(hand=["philosophers-stone", "gold"], deck=["copper"] * 7, discard=["estate"] * 4), P()])
    g.play(0, "philosophers-stone")
    assert g.turn.coins == 2


def test_golem_plays_two_non_golem_actions_and_discards_the_rest() -> None:
    """Golem: reveal until 2 Actions other than Golem; discard the others; play both in the chosen order."""
    g, d = scenario([P(hand=["golem"], deck=["estate"] * 4 + ["village", "copper", "golem", "moat"]), P()],
                    ["play:village"])
    g.play(0, "golem")
    assert sorted(g.discard(0)) == ["copper", "golem"] and sorted(g.in_play(0)) == ["golem", "moat", "village"]
    assert g.hand(0) == ["estate"] * 3 and g.deck(0) == ["estate"] and g.turn.actions == 2
    d.assert_done()


def test_golem_with_one_action_found() -> None:
    """Golem: running out of cards with one Action found, it plays just that one."""
    g, d = scenario([P(hand=["golem"], deck=["copper", "festival", "estate"]), P()])
    g.play(0, "golem")
    assert sorted(g.discard(0)) == ["copper", "estate"] and g.in_play(0) == ["golem", "festival"]
    assert (g.turn.actions, g.turn.buys, g.turn.coins) == (2, 2, 2)
    d.assert_done()


def test_apprentice_draws_by_the_trashed_cost() -> None:
    """Apprentice: +1 Action; trash a card, +1 Card per $1 it costs and +2 if it costs a Potion (Golem: 6)."""
    g, d = scenario([P(hand=["apprentice", "golem"], deck=["copper"] * 8), P()])
    g.play(0, "apprentice")
    assert g.trash_ids() == ["golem"] and len(g.hand(0)) == 6 and g.turn.actions == 1
    d.assert_done()


def test_apprentice_copper_draws_nothing() -> None:
    """Apprentice: a card costing $0 draws nothing."""
    g, _ = scenario([P(hand=["apprentice", "copper"], deck=["gold"]), P()])
    g.play(0, "apprentice")
    assert g.hand(0) == [] and g.deck(0) == ["gold"]


# -- FAQ rulings ---------------------------------------------------------------------------------------------
def test_alchemist_still_goes_back_after_herbalist_put_the_potion_on_the_deck() -> None:
    """Herbalist FAQ: you choose the order of discarding in Clean-up, so Alchemist can go onto your deck with the
    Potion counted as in play even when Herbalist (played first) has already put that Potion onto your deck."""
    g, d = scenario([P(hand=["herbalist", "alchemist", "potion"], deck=["estate"] * 8), P()],
                    ["first:herbalist", "topdeck:potion", "topdeck:alchemist"])
    g.play(0, "herbalist")
    g.turn.actions = 1
    g.play(0, "alchemist")
    g.play(0, "potion")
    g.turn.next_hand = 1
    g.cleanup(0)
    assert g.hand(0) == ["alchemist"] and g.deck(0)[-1] == "potion" and "alchemist" not in g.discard(0)
    d.assert_done()


def test_each_herbalist_puts_back_another_treasure() -> None:
    """Herbalist FAQ: with several Herbalists in play, each one lets you put another Treasure from play onto your
    deck."""
    g, d = scenario([P(hand=["herbalist", "herbalist", "gold", "silver", "copper"], deck=["estate"] * 5), P()],
                    ["topdeck:gold", "topdeck:silver"], actions=2)
    g.play(0, "herbalist")
    g.play(0, "herbalist")
    for t in ("gold", "silver", "copper"):
        g.play(0, t)
    g.cleanup(0)
    assert {"gold", "silver"} <= set(g.hand(0)) and sorted(g.discard(0)) == ["copper", "herbalist", "herbalist"]
    d.assert_done()


def test_several_alchemists_go_back_with_one_potion() -> None:
    """Alchemist FAQ: with several Alchemists and one Potion in play, any or all of the Alchemists may go onto
    your deck."""
    g, d = scenario([P(hand=["alchemist", "alchemist", "potion"], deck=["estate"] * 9), P()],
                    ["topdeck:alchemist", "topdeck:alchemist"])
    g.play(0, "alchemist")
    g.play(0, "alchemist")
    g.play(0, "potion")
    g.cleanup(0)
    assert g.hand(0).count("alchemist") == 2 and g.discard(0).count("alchemist") == 0
    d.assert_done()


def test_familiar_with_no_curses_left_still_gives_card_and_action() -> None:
    """Familiar FAQ: with no Curses remaining you still get +1 Card and +1 Action."""
    g, _ = scenario([P(hand=["familiar"], deck=["copper"]), P()], supply={"curse": 0})
    g.play(0, "familiar")
    assert g.hand(0) == ["copper"] and g.turn.actions == 1 and gained(g) == []


def test_golem_found_throne_room_cannot_play_the_other_found_card() -> None:
    """Golem FAQ: the Actions it finds are not in your hand, so a Throne Room found by it cannot play the other
    found card; both are played, in the order you choose."""
    g, d = scenario([P(hand=["golem"], deck=["village", "throne-room"]), P()], ["play:throne-room"])
    g.play(0, "golem")
    assert g.in_play(0) == ["golem", "throne-room", "village"] and g.turn.actions == 2
    d.assert_done()


def test_scrying_pool_shuffles_to_keep_revealing() -> None:
    """Scrying Pool FAQ: running out of cards before a non-Action, you shuffle your discard pile and keep going;
    every card revealed in that part, the first non-Action included, goes to your hand."""
    g, d = scenario([P(hand=["scrying-pool"], deck=["village"], discard=["copper"]), P()], ["no"])
    g.play(0, "scrying-pool")
    assert sorted(g.hand(0)) == ["copper", "village"] and g.deck(0) == [] and g.discard(0) == []
    d.assert_done()


def test_apothecary_with_a_short_deck_shuffles_for_the_rest() -> None:
    """Apothecary FAQ: with fewer than four cards left you reveal what you can and shuffle to reveal the rest;
    Coppers and Potions go to your hand, the others back onto the deck."""
    g, d = scenario([P(hand=["apothecary"], deck=["estate"], discard=["copper", "potion", "silver"]), P()])
    g.play(0, "apothecary")
    assert sorted(g.hand(0)) == ["copper", "estate", "potion"] and g.deck(0) == ["silver"]
    d.assert_done()


def test_transmute_with_an_empty_hand_does_nothing() -> None:
    """Transmute FAQ: with no cards left in hand to trash, you get nothing."""
    g, _ = scenario([P(hand=["transmute"]), P()], supply={"transmute": 10})
    g.play(0, "transmute")
    assert gained(g) == [] and g.trash_ids() == []


def test_possession_played_twice_gives_two_extra_turns_in_a_row() -> None:
    """Possession FAQ: played twice (Throne Room), it gives the player to your left two extra turns, one after
    the other, both decided by you."""
    from generator.engine import TurnStarted
    g, d = scenario([P(hand=["throne-room", "possession"], deck=["copper"] * 5),
                     P(hand=["copper"] * 5, deck=["copper"] * 10)],
                    ["play:throne-room", "play:possession", "done", "done", "done"],
                    supply={"possession": 9, "potion": 16})
    for _ in range(3):
        g.take_turn()
    starts = [(e.player, e.controller) for e in g.events if isinstance(e, TurnStarted)]
    assert starts[:3] == [(0, 0), (1, 0), (1, 0)]
    d.assert_done()


def test_possession_trashed_card_still_triggers_its_trash_ability() -> None:
    """Possession FAQ: a possessed player's trashed card is set aside, but it still counts as trashed, so its
    when-trashed ability happens (Feodum's Silvers, gained by the possessor); returning it is not a gain."""
    g, d = scenario([P(hand=["possession", "copper"], deck=["copper"] * 5),
                     P(hand=["chapel", "feodum", "copper", "copper", "copper"], deck=["estate"] * 5)],
                    ["play:possession", "done", "play:chapel", ["trash:feodum"], "done"],
                    supply={"possession": 9, "potion": 16, "chapel": 9, "feodum": 8})
    g.take_turn()
    g.take_turn()
    assert [c for (p, c, _, _) in gained(g) if c == "silver"] == ["silver"] * 3
    assert all(p == 0 for (p, c, _, _) in gained(g))
    assert "feodum" in g.discard(1) and g.trash_ids() == []
    d.assert_done()
