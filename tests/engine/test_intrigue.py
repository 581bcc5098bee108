"""Intrigue, both editions: every card's ability as the rulebooks and the card FAQs rule it."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache

import pytest

from generator.engine import CardDef, Cost, Game, GameOptions, Layout, PlayerLayout, RandomDecider, ScriptedDecider
from generator.engine.layout import PileSpec
from generator.errors import DecisionError
from tests.engine.carddefs import card_defs
from tests.engine.helpers import BASE, gained

P = PlayerLayout

ROWS = """
courtyard|2|action
pawn|2|action
secret-chamber|2|action+reaction
shanty-town|3|action
steward|3|action
wishing-well|3|action
great-hall|3|action+victory
baron|4|action
bridge|4|action
conspirator|4|action
diplomat|4|action+reaction
ironworks|4|action
mill|4|action+victory
mining-village|4|action
secret-passage|4|action
coppersmith|4|action
scout|4|action
courtier|5|action
duke|5|victory
minion|5|action+attack
patrol|5|action
replace|5|action+attack
torturer|5|action+attack
upgrade|5|action
tribute|5|action
harem|6|treasure+victory
nobles|6|action+victory
"""
FIRST = {"secret-chamber", "great-hall", "coppersmith", "scout", "tribute", "saboteur"}


@cache
def defs() -> dict[str, CardDef]:
    """The shared test card table plus the Intrigue cards these tests use."""
    out = dict(card_defs())
    for line in ROWS.strip().splitlines():
        cid, cost, types = line.split("|")
        out[cid] = CardDef(cid, cid.replace("-", " ").title(), Cost(int(cost)), frozenset(types.split("+")),
                           "intrigue", editions=frozenset({"1e"} if cid in FIRST else {"2e"}))
    return out


def scenario(players: Sequence[PlayerLayout], answers: Sequence[str | list[str]] = (), *,
             supply: Mapping[str, PileSpec] | None = None, trash: Sequence[str] = (),
             versions: Mapping[str, str] | None = None) -> tuple[Game, ScriptedDecider]:
    """A checked game in an exact position, with the Intrigue cards known."""
    piles = dict(BASE)
    piles.update(supply or {})
    lay = Layout(players=list(players), supply=piles, trash=list(trash), versions=dict(versions or {}))
    dec = ScriptedDecider(list(answers))
    return Game.from_layout(defs(), lay, dec), dec


# -- $2 ------------------------------------------------------------------------------------------------
def test_courtyard_draws_three_then_topdecks_any_hand_card() -> None:
    """Courtyard: +3 Cards, then a card from the whole new hand (not only the drawn ones) goes onto the deck."""
    g, d = scenario([P(hand=["courtyard", "estate"], deck=["copper", "silver", "gold", "duchy"]), P()],
                    ["topdeck:estate"])
    g.play(0, "courtyard")
    assert sorted(g.hand(0)) == ["duchy", "gold", "silver"]
    assert g.deck(0) == ["copper", "estate"]
    d.assert_done()


def test_pawn_two_different_choices() -> None:
    """Pawn: choose two different of +1 Card/+1 Action/+1 Buy/+$1; only the chosen two happen."""
    g, d = scenario([P(hand=["pawn"], deck=["gold"]), P()], [["pawn:buy", "pawn:coin"]])
    g.play(0, "pawn")
    assert (g.turn.actions, g.turn.buys, g.turn.coins, g.hand(0)) == (0, 2, 1, [])
    d.assert_done()


def test_pawn_cannot_pick_the_same_option_twice() -> None:
    """Pawn: the two choices must be different (a doubled answer is refused)."""
    g, _ = scenario([P(hand=["pawn"]), P()], [["pawn:coin", "pawn:coin"]])
    with pytest.raises(DecisionError):
        g.play(0, "pawn")


def test_lurker_gains_nobles_from_trash_to_discard() -> None:
    """Lurker: it may gain an Action card from the trash even with other types (Nobles), into the discard pile."""
    g, d = scenario([P(hand=["lurker"]), P()], ["lurker:gain"], trash=["nobles", "silver"])
    g.play(0, "lurker")
    assert g.discard(0) == ["nobles"] and g.trash_ids() == ["silver"] and g.turn.actions == 1
    d.assert_done()


def test_secret_chamber_discard_for_coins() -> None:
    """Secret Chamber (1st edition): discard any number of cards, +$1 per card discarded."""
    g, d = scenario([P(hand=["secret-chamber", "estate", "estate", "copper"]), P()],
                    [["discard:estate", "discard:estate"]])
    g.play(0, "secret-chamber")
    assert g.turn.coins == 2 and g.hand(0) == ["copper"] and g.discard(0) == ["estate", "estate"]
    d.assert_done()


def test_secret_chamber_reaction_draws_then_puts_two_back_before_the_attack() -> None:
    """Secret Chamber: revealed against an Attack, +2 Cards and 2 cards back on the deck, before Torturer hits."""
    g, d = scenario([P(hand=["torturer"], deck=["copper", "copper", "copper"]),
                     P(hand=["secret-chamber", "estate", "copper", "copper", "copper"], deck=["gold", "curse"])],
                    ["reveal:secret-chamber", "topdeck:curse", "topdeck:estate", "torturer:discard",
                     ["discard:secret-chamber", "discard:copper"]])
    g.play(0, "torturer")
    assert g.deck(1) == ["curse", "estate"]
    assert sorted(g.hand(1)) == ["copper", "copper", "gold"]
    assert g.discard(1) == ["secret-chamber", "copper"]
    d.assert_done()


# -- $3 ------------------------------------------------------------------------------------------------
def test_masquerade_2e_skips_player_without_cards() -> None:
    """Masquerade (2nd edition): a player with no cards in hand neither passes nor receives."""
    g, d = scenario([P(hand=["masquerade"], deck=["estate", "copper"]), P(), P(hand=["gold"])],
                    ["pass:estate", "trash:copper"])
    g.play(0, "masquerade")
    assert g.hand(1) == [] and g.hand(2) == ["estate"] and g.hand(0) == ["gold"] and g.trash_ids() == ["copper"]
    d.assert_done()


def test_masquerade_1e_passes_left_even_to_an_empty_hand() -> None:
    """Masquerade (1st edition): every player passes to the left; a player with no cards passes none but receives."""
    g, d = scenario([P(hand=["masquerade"], deck=["estate", "copper"]), P(), P(hand=["gold"])],
                    ["pass:estate", []], versions={"masquerade": "1e"})
    g.play(0, "masquerade")
    assert g.hand(1) == ["estate"] and g.hand(2) == [] and g.hand(0) == ["copper", "gold"]
    d.assert_done()


def test_shanty_town_draws_without_action_in_hand() -> None:
    """Shanty Town: +2 Actions; with no Action card in the revealed hand, +2 Cards."""
    g, _ = scenario([P(hand=["shanty-town", "copper"], deck=["great-hall", "estate"]), P()])
    g.play(0, "shanty-town")
    assert g.turn.actions == 2 and sorted(g.hand(0)) == ["copper", "estate", "great-hall"]


def test_shanty_town_no_draw_with_action_victory_in_hand() -> None:
    """Shanty Town: an Action–Victory card (Nobles) in hand is an Action card, so nothing is drawn."""
    g, _ = scenario([P(hand=["shanty-town", "nobles"], deck=["estate", "estate"]), P()])
    g.play(0, "shanty-town")
    assert g.turn.actions == 2 and g.hand(0) == ["nobles"]


def test_steward_trash_two_or_the_last_card() -> None:
    """Steward: choosing to trash with one card left trashes just that card."""
    g, d = scenario([P(hand=["steward", "estate"]), P()], ["steward:trash"])
    g.play(0, "steward")
    assert g.trash_ids() == ["estate"] and g.hand(0) == [] and g.turn.coins == 0
    d.assert_done()


def test_steward_coins() -> None:
    """Steward: choosing +$2 gives only the coins."""
    g, d = scenario([P(hand=["steward", "estate"], deck=["gold"]), P()], ["steward:coins"])
    g.play(0, "steward")
    assert g.turn.coins == 2 and g.hand(0) == ["estate"]
    d.assert_done()


def test_swindler_copper_becomes_curse() -> None:
    """Swindler: a trashed $0 Copper may be replaced by a Curse the attacker chooses."""
    g, d = scenario([P(hand=["swindler"]), P(deck=["copper"])], ["gain:curse"])
    g.play(0, "swindler")
    assert g.trash_ids() == ["copper"] and g.discard(1) == ["curse"] and g.turn.coins == 2
    d.assert_done()


def test_swindler_no_card_of_that_cost_gains_nothing() -> None:
    """Swindler: with no Supply card of the trashed card's cost, the victim gains nothing."""
    g, _ = scenario([P(hand=["swindler"]), P(deck=["baron"])])
    g.play(0, "swindler")
    assert g.trash_ids() == ["baron"] and gained(g) == []


def test_wishing_well_named_card_to_hand() -> None:
    """Wishing Well: +1 Card +1 Action; naming the revealed top card puts it into your hand."""
    g, d = scenario([P(hand=["wishing-well"], deck=["gold", "copper"]), P()], ["name:gold"])
    g.play(0, "wishing-well")
    assert sorted(g.hand(0)) == ["copper", "gold"] and g.deck(0) == [] and g.turn.actions == 1
    d.assert_done()


def test_wishing_well_wrong_name_leaves_card_on_top() -> None:
    """Wishing Well: a wrong name leaves the revealed card on top of the deck."""
    g, d = scenario([P(hand=["wishing-well"], deck=["estate", "gold", "copper"]), P()], ["name:silver"])
    g.play(0, "wishing-well")
    assert g.hand(0) == ["copper"] and g.deck(0) == ["estate", "gold"]
    d.assert_done()


def test_great_hall_cantrip_and_one_vp() -> None:
    """Great Hall (1st edition): +1 Card +1 Action, and worth 1 VP at the end."""
    g, _ = scenario([P(hand=["great-hall"], deck=["copper"]), P()])
    g.play(0, "great-hall")
    assert g.hand(0) == ["copper"] and g.turn.actions == 1
    assert g.score(0) == 1


# -- $4 ------------------------------------------------------------------------------------------------
def test_baron_discard_estate_for_four() -> None:
    """Baron: +1 Buy; discarding an Estate gives +$4 and no Estate is gained."""
    g, d = scenario([P(hand=["baron", "estate"]), P()], ["discard:estate"])
    g.play(0, "baron")
    assert (g.turn.coins, g.turn.buys, g.discard(0), gained(g)) == (4, 2, ["estate"], [])
    d.assert_done()


def test_baron_not_discarding_gains_estate() -> None:
    """Baron: not discarding an Estate (even holding one) means you must gain an Estate."""
    g, d = scenario([P(hand=["baron", "estate"]), P()], [[]])
    g.play(0, "baron")
    assert g.turn.coins == 0 and gained(g) == [(0, "estate", "supply", "discard")]
    d.assert_done()


def test_bridge_lowers_costs_cumulatively_not_below_zero() -> None:
    """Bridge: +1 Buy +$1; each play makes every card cost $1 less this turn, never below $0."""
    g, _ = scenario([P(hand=["bridge", "bridge"]), P()])
    g.play(0, "bridge")
    g.turn.actions = 1
    g.play(0, "bridge")
    assert g.cost_of("province").coins == 6 and g.cost_of("copper").coins == 0 and g.cost_of("estate").coins == 0
    assert (g.turn.buys, g.turn.coins) == (3, 2)


def test_conspirator_third_action_gives_card_and_action() -> None:
    """Conspirator: played as the third Action this turn it gives +1 Card and +1 Action as well as +$2."""
    g, d = scenario([P(hand=["pawn", "great-hall", "conspirator"], deck=["gold", "silver"]), P()],
                    [["pawn:action", "pawn:coin"]])
    g.play(0, "pawn")
    g.play(0, "great-hall")
    g.play(0, "conspirator")
    assert g.turn.coins == 3 and g.turn.actions == 1 and sorted(g.hand(0)) == ["gold", "silver"]
    d.assert_done()


def test_conspirator_second_action_only_coins() -> None:
    """Conspirator: as only the second Action played, it gives just +$2."""
    g, _ = scenario([P(hand=["great-hall", "conspirator"], deck=["gold", "silver"]), P()])
    g.play(0, "great-hall")
    g.play(0, "conspirator")
    assert g.turn.coins == 2 and g.turn.actions == 0 and g.hand(0) == ["silver"]


def test_conspirator_played_twice_counts_each_play() -> None:
    """Conspirator: each play counts (Throne Room on it: the second play is the third Action)."""
    g, _ = scenario([P(hand=["pawn", "conspirator"], deck=["gold", "silver"]), P()], [["pawn:action", "pawn:buy"]])
    g.play(0, "pawn")
    g.play(0, "conspirator")
    uid = g.find(0, "conspirator", 3)
    g.resolve(0, uid)
    assert g.turn.coins == 4 and g.turn.actions == 1 and g.hand(0) == ["silver"]


def test_diplomat_actions_only_with_small_hand() -> None:
    """Diplomat: +2 Cards, then +2 Actions only with 5 or fewer cards in hand."""
    g, _ = scenario([P(hand=["diplomat", "copper", "copper", "copper"], deck=["estate", "estate"]), P()])
    g.play(0, "diplomat")
    assert len(g.hand(0)) == 5 and g.turn.actions == 2
    g2, _ = scenario([P(hand=["diplomat", "copper", "copper", "copper", "copper"], deck=["estate", "estate"]), P()])
    g2.play(0, "diplomat")
    assert len(g2.hand(0)) == 6 and g2.turn.actions == 0


def test_diplomat_reaction_draw_two_discard_three() -> None:
    """Diplomat: revealed from a hand of 5+ against an Attack, +2 Cards then discard 3, before the Attack."""
    g, d = scenario([P(hand=["minion"]), P(hand=["diplomat", "estate", "estate", "copper", "copper"],
                                            deck=["gold", "gold"])],
                    ["reveal:diplomat", ["discard:diplomat", "discard:estate", "discard:estate"], "minion:coins"])
    g.play(0, "minion")
    assert sorted(g.hand(1)) == ["copper", "copper", "gold", "gold"]
    assert sorted(g.discard(1)) == ["diplomat", "estate", "estate"]
    d.assert_done()


def test_diplomat_revealed_again_while_hand_is_five() -> None:
    """Diplomat: still holding it in a hand of 5 or more after the discard, it may be revealed again (FAQ)."""
    g, d = scenario([P(hand=["minion"]), P(hand=["diplomat", "estate", "estate", "estate", "copper", "copper"],
                                            deck=["silver", "silver", "gold", "gold"])],
                    ["reveal:diplomat", ["discard:estate", "discard:estate", "discard:estate"], "reveal:diplomat",
                     ["discard:copper", "discard:copper", "discard:diplomat"], "minion:coins"])
    g.play(0, "minion")
    assert sorted(g.hand(1)) == ["gold", "gold", "silver", "silver"] and g.deck(1) == []
    d.assert_done()


def test_diplomat_reaction_needs_five_cards() -> None:
    """Diplomat: with fewer than 5 cards in hand it cannot be revealed (nothing is asked)."""
    g, d = scenario([P(hand=["minion"]), P(hand=["diplomat", "estate", "copper", "copper"])], ["minion:coins"])
    g.play(0, "minion")
    assert len(g.hand(1)) == 4
    d.assert_done()


def test_ironworks_bonus_per_type_of_gained_card() -> None:
    """Ironworks: gaining Great Hall (Action–Victory) gives +1 Action and +1 Card."""
    g, d = scenario([P(hand=["ironworks"], deck=["gold"]), P()], ["gain:great-hall"], supply={"great-hall": 8})
    g.play(0, "ironworks")
    assert g.turn.actions == 1 and g.hand(0) == ["gold"] and g.turn.coins == 0 and g.discard(0) == ["great-hall"]
    d.assert_done()


def test_ironworks_treasure_gives_coin() -> None:
    """Ironworks: gaining a Silver gives +$1 only."""
    g, d = scenario([P(hand=["ironworks"], deck=["gold"]), P()], ["gain:silver"])
    g.play(0, "ironworks")
    assert g.turn.actions == 0 and g.hand(0) == [] and g.turn.coins == 1
    d.assert_done()


def test_mill_discard_two_for_coins() -> None:
    """Mill: +1 Card +1 Action; discarding 2 cards gives +$2; it is worth 1 VP."""
    g, d = scenario([P(hand=["mill", "estate", "curse"], deck=["copper"]), P()],
                    ["yes", ["discard:curse", "discard:estate"]])
    g.play(0, "mill")
    assert g.turn.coins == 2 and g.hand(0) == ["copper"] and g.turn.actions == 1
    assert g.score(0) == 1  # Mill 1, Estate 1, Curse -1
    d.assert_done()


def test_mill_one_card_discarded_gives_nothing() -> None:
    """Mill: choosing to discard with only one card in hand discards it for no coins."""
    g, d = scenario([P(hand=["mill"], deck=["copper"]), P()], ["yes"])
    g.play(0, "mill")
    assert g.turn.coins == 0 and g.discard(0) == ["copper"]
    d.assert_done()


def test_mining_village_trash_for_two_coins_once() -> None:
    """Mining Village: trash it for +$2; played twice (Throne Room) the second play cannot trash it again."""
    g, d = scenario([P(hand=["mining-village"], deck=["copper", "copper"]), P()], ["yes"])
    g.play(0, "mining-village")
    uid = next(u for u in g.zones.trash if g.zones.card_of[u] == "mining-village")
    g.resolve(0, uid)
    assert g.trash_ids() == ["mining-village"] and g.turn.coins == 2 and g.turn.actions == 4
    assert g.hand(0) == ["copper", "copper"]
    d.assert_done()


def test_secret_passage_puts_card_at_chosen_depth() -> None:
    """Secret Passage: +2 Cards +1 Action, then a card from hand goes anywhere in the deck (here 2nd from top)."""
    g, d = scenario([P(hand=["secret-passage", "gold"], deck=["estate", "duchy", "curse", "copper", "silver"]), P()],
                    ["put:gold", "depth:1"])
    g.play(0, "secret-passage")
    assert g.deck(0) == ["estate", "duchy", "gold", "curse"] and sorted(g.hand(0)) == ["copper", "silver"]
    assert g.turn.actions == 1
    d.assert_done()


def test_secret_passage_empty_deck_card_becomes_the_deck() -> None:
    """Secret Passage: with an empty deck the card put back becomes the only card of the deck."""
    g, d = scenario([P(hand=["secret-passage", "gold"]), P()])
    g.play(0, "secret-passage")
    assert g.deck(0) == ["gold"] and g.hand(0) == []
    d.assert_done()


def test_coppersmith_each_copper_makes_one_more() -> None:
    """Coppersmith (1st edition): each Copper played this turn makes $2; Silver is unchanged."""
    g, _ = scenario([P(hand=["coppersmith", "copper", "copper", "silver"]), P()])
    g.play(0, "coppersmith")
    for c in ("copper", "copper", "silver"):
        g.play(0, c)
    assert g.turn.coins == 6


def test_coppersmith_played_twice_is_cumulative() -> None:
    """Coppersmith: played twice (Throne Room), each Copper makes $3."""
    g, _ = scenario([P(hand=["coppersmith", "copper"]), P()])
    g.play(0, "coppersmith")
    g.resolve(0, g.find(0, "coppersmith", 3))
    g.play(0, "copper")
    assert g.turn.coins == 3


def test_coppersmith_through_the_buy_phase() -> None:
    """Coppersmith: the bonus applies when Coppers are played in the Buy phase."""
    g, d = scenario([P(hand=["coppersmith", "copper", "copper", "copper"]), P()], ["done"])
    g.play(0, "coppersmith")
    g.buy_phase(0)
    assert g.turn.coins == 6
    d.assert_done()


def test_scout_victory_cards_to_hand_rest_back_in_chosen_order() -> None:
    """Scout (1st edition): +1 Action; of the top 4, Victory cards (Great Hall too) go to hand, the rest back."""
    g, d = scenario([P(hand=["scout"], deck=["gold", "curse", "great-hall", "copper", "estate"]), P()],
                    ["topdeck:copper"])
    g.play(0, "scout")
    assert sorted(g.hand(0)) == ["estate", "great-hall"] and g.deck(0) == ["gold", "copper", "curse"]
    assert g.turn.actions == 1
    d.assert_done()


# -- $5 ------------------------------------------------------------------------------------------------
def test_courtier_one_choice_per_type() -> None:
    """Courtier: revealing Mill (Action–Victory) gives two different choices."""
    g, d = scenario([P(hand=["courtier", "mill", "copper"]), P()], ["reveal:mill", ["courtier:buy", "courtier:gold"]])
    g.play(0, "courtier")
    assert g.turn.buys == 2 and gained(g) == [(0, "gold", "supply", "discard")]
    assert sorted(g.hand(0)) == ["copper", "mill"]
    d.assert_done()


def test_courtier_copper_one_choice() -> None:
    """Courtier: revealing Copper (one type) gives exactly one choice."""
    g, d = scenario([P(hand=["courtier", "copper", "estate"]), P()], ["reveal:copper", "courtier:coins"])
    g.play(0, "courtier")
    assert g.turn.coins == 3 and g.turn.buys == 1
    d.assert_done()


def test_duke_worth_one_per_duchy() -> None:
    """Duke: worth 1 VP per Duchy you have, wherever your cards are."""
    g, _ = scenario([P(hand=["duke", "duchy"], deck=["duke", "duchy"], discard=["duchy"]), P(hand=["duchy"])])
    assert g.score(0) == 3 * 3 + 2 * 3 and g.score(1) == 3


def test_minion_attack_hits_only_hands_of_five() -> None:
    """Minion: +1 Action; discarding your hand draws 4, and only others with 5+ cards discard and draw 4."""
    g, d = scenario([P(hand=["minion", "estate"], deck=["copper"] * 4),
                     P(hand=["copper"] * 5, deck=["estate"] * 4), P(hand=["copper"] * 4, deck=["estate"] * 4)],
                    ["minion:discard"])
    g.play(0, "minion")
    assert g.hand(0) == ["copper"] * 4 and g.discard(0) == ["estate"] and g.turn.actions == 1
    assert g.hand(1) == ["estate"] * 4 and g.discard(1) == ["copper"] * 5
    assert g.hand(2) == ["copper"] * 4
    d.assert_done()


def test_minion_coins() -> None:
    """Minion: choosing +$2 affects nobody else."""
    g, d = scenario([P(hand=["minion", "estate"]), P(hand=["copper"] * 5)], ["minion:coins"])
    g.play(0, "minion")
    assert g.turn.coins == 2 and g.hand(1) == ["copper"] * 5 and g.hand(0) == ["estate"]
    d.assert_done()


def test_patrol_victory_and_curses_to_hand() -> None:
    """Patrol: +3 Cards, then of the top 4 the Victory cards and Curses go to hand, the rest back."""
    g, d = scenario([P(hand=["patrol"], deck=["silver", "copper", "curse", "duchy", "copper", "copper", "copper"]),
                     P()], ["topdeck:silver"])
    g.play(0, "patrol")
    assert sorted(g.hand(0)) == ["copper", "copper", "copper", "curse", "duchy"]
    assert g.deck(0) == ["silver", "copper"]
    d.assert_done()


def test_replace_action_onto_deck() -> None:
    """Replace: trash a card, gain one costing up to $2 more; an Action or Treasure goes onto your deck."""
    g, d = scenario([P(hand=["replace", "silver"], deck=["copper"]), P()], ["gain:mill"], supply={"mill": 8})
    g.play(0, "replace")
    assert g.deck(0) == ["copper", "mill"] and g.trash_ids() == ["silver"]
    assert gained(g) == [(0, "mill", "supply", "discard"), (1, "curse", "supply", "discard")]
    d.assert_done()


def test_replace_victory_curses_others() -> None:
    """Replace: gaining a Victory card (Duchy) makes each other player gain a Curse; the Duchy stays in discard."""
    g, d = scenario([P(hand=["replace", "silver"]), P(), P()], ["gain:duchy"])
    g.play(0, "replace")
    assert g.discard(0) == ["duchy"] and g.discard(1) == ["curse"] and g.discard(2) == ["curse"]
    d.assert_done()


def test_torturer_each_victim_chooses() -> None:
    """Torturer: +3 Cards; in turn order each victim discards 2 or gains a Curse to hand."""
    g, d = scenario([P(hand=["torturer"], deck=["copper"] * 3), P(hand=["estate", "copper", "copper"]),
                     P(hand=["copper"])], ["torturer:discard", ["discard:estate", "discard:copper"],
                                           "torturer:curse"])
    g.play(0, "torturer")
    assert g.hand(1) == ["copper"] and g.hand(2) == ["copper", "curse"]
    assert gained(g) == [(2, "curse", "supply", "hand")]
    d.assert_done()


def test_torturer_curse_option_with_no_curses_left() -> None:
    """Torturer: a victim may choose the Curse when none are left, and then simply gains nothing."""
    g, d = scenario([P(hand=["torturer"]), P(hand=["gold", "gold"])], ["torturer:curse"], supply={"curse": 0})
    g.play(0, "torturer")
    assert g.hand(1) == ["gold", "gold"] and gained(g) == []
    d.assert_done()


def test_trading_post_one_card_no_silver() -> None:
    """Trading Post: with only one card in hand it is trashed but no Silver is gained."""
    g, _ = scenario([P(hand=["trading-post", "estate"]), P()])
    g.play(0, "trading-post")
    assert g.trash_ids() == ["estate"] and gained(g) == []


def test_upgrade_exactly_one_more() -> None:
    """Upgrade: +1 Card +1 Action; trash a card and gain one costing exactly $1 more ($3 Silver -> $4 card)."""
    g, d = scenario([P(hand=["upgrade", "silver"], deck=["estate"]), P()], ["trash:silver", "gain:mill"],
                    supply={"mill": 8, "baron": 10})
    g.play(0, "upgrade")
    assert g.trash_ids() == ["silver"] and g.discard(0) == ["mill"] and g.hand(0) == ["estate"]
    d.assert_done()


def test_upgrade_nothing_at_that_cost() -> None:
    """Upgrade: with no Supply card costing exactly $1 more the card is still trashed and nothing gained."""
    g, d = scenario([P(hand=["upgrade", "gold"]), P()])
    g.play(0, "upgrade")
    assert g.trash_ids() == ["gold"] and gained(g) == []
    d.assert_done()


def test_upgrade_copper_to_estate_after_bridge() -> None:
    """Upgrade after Bridge: Copper still costs $0 and Estate costs $1, so Copper becomes an Estate."""
    g, d = scenario([P(hand=["bridge", "upgrade", "copper"], deck=["curse"]), P()],
                    ["trash:copper"])
    g.play(0, "bridge")
    g.turn.actions = 1
    g.play(0, "upgrade")
    assert g.trash_ids() == ["copper"] and g.discard(0) == ["estate"]
    d.assert_done()


def test_saboteur_no_card_costing_three_discards_all() -> None:
    """Saboteur (1st edition): revealing the whole deck without a $3+ card just discards everything."""
    g, _ = scenario([P(hand=["saboteur"]), P(deck=["copper", "estate"])])
    g.play(0, "saboteur")
    assert g.trash_ids() == [] and sorted(g.discard(1)) == ["copper", "estate"]


def test_tribute_counts_differently_named_cards() -> None:
    """Tribute (1st edition): the left player discards their top 2; two Silvers give just +$2."""
    g, _ = scenario([P(hand=["tribute"]), P(deck=["silver", "silver"]), P(deck=["gold", "gold"])])
    g.play(0, "tribute")
    assert g.turn.coins == 2 and g.discard(1) == ["silver", "silver"] and g.deck(2) == ["gold", "gold"]


def test_tribute_mixed_types_give_both_bonuses() -> None:
    """Tribute: Harem (Treasure–Victory) and Great Hall (Action–Victory) give +$2, +2 Actions and +4 Cards."""
    g, _ = scenario([P(hand=["tribute"], deck=["copper"] * 4), P(deck=["harem", "great-hall"])])
    g.play(0, "tribute")
    assert (g.turn.coins, g.turn.actions, len(g.hand(0))) == (2, 2, 4)


# -- $6 ------------------------------------------------------------------------------------------------
def test_harem_two_coins_two_vp() -> None:
    """Harem: a Treasure making $2 and a Victory card worth 2 VP."""
    g, _ = scenario([P(hand=["harem"]), P()])
    g.play(0, "harem")
    assert g.turn.coins == 2 and g.score(0) == 2


def test_nobles_choose_one() -> None:
    """Nobles: +3 Cards or +2 Actions, not both; worth 2 VP."""
    g, d = scenario([P(hand=["nobles"], deck=["copper"] * 3), P()], ["nobles:actions"])
    g.play(0, "nobles")
    assert g.turn.actions == 2 and g.hand(0) == [] and g.score(0) == 2
    d.assert_done()


# -- interactions the FAQs single out --------------------------------------------------------------------
def test_masquerade_is_not_an_attack() -> None:
    """Masquerade is not an Attack: a Secret Chamber in another hand cannot be revealed against it."""
    g, d = scenario([P(hand=["masquerade"], deck=["estate", "copper"]), P(hand=["secret-chamber", "gold"])],
                    ["pass:estate", "pass:gold", []])
    g.play(0, "masquerade")
    assert sorted(g.hand(1)) == ["estate", "secret-chamber"] and sorted(g.hand(0)) == ["copper", "gold"]
    d.assert_done()


def test_conspirator_counts_only_this_turn() -> None:
    """Conspirator: Actions played on an earlier turn do not count towards the three."""
    g, d = scenario([P(hand=["pawn", "great-hall"], deck=["copper"] * 6 + ["conspirator", "copper"]),
                     P(deck=["copper"] * 5)], [["pawn:action", "pawn:coin"]])
    g.play(0, "pawn")
    g.play(0, "great-hall")
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert "conspirator" in g.hand(0) and len(g.hand(0)) == 5
    g.play(0, "conspirator")
    assert g.turn.coins == 2 and len(g.hand(0)) == 4 and g.turn.actions == 0
    d.assert_done()


def test_coppersmith_does_not_change_coppers_played_before() -> None:
    """Coppersmith: a Copper played earlier in the turn keeps its $1; only later Coppers get the bonus."""
    g, _ = scenario([P(hand=["copper", "coppersmith", "copper"]), P()])
    g.play(0, "copper")
    g.play(0, "coppersmith")
    g.play(0, "copper")
    assert g.turn.coins == 3


def test_bridge_ends_with_the_turn() -> None:
    """Bridge: the cost reduction lasts only for the turn it was played."""
    g, _ = scenario([P(hand=["bridge"], deck=["copper"] * 5), P(deck=["copper"] * 5)])
    g.play(0, "bridge")
    assert g.cost_of("duchy").coins == 4
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("duchy").coins == 5


def test_baron_with_empty_estate_pile_gains_nothing() -> None:
    """Baron: not discarding an Estate when the Estate pile is empty simply gains nothing."""
    g, d = scenario([P(hand=["baron"]), P()], supply={"estate": 0})
    g.play(0, "baron")
    assert gained(g) == [] and g.turn.buys == 2
    d.assert_done()


def test_torturer_curses_run_out_in_turn_order() -> None:
    """Torturer: with one Curse left, the first victim in turn order who picks it gets it; the next gets none."""
    g, d = scenario([P(hand=["torturer"]), P(hand=["gold"]), P(hand=["gold"])],
                    ["torturer:curse", "torturer:curse"], supply={"curse": 1})
    g.play(0, "torturer")
    assert g.hand(1) == ["gold", "curse"] and g.hand(2) == ["gold"]
    d.assert_done()


def test_replace_gaining_nomad_camp_leaves_it_on_deck() -> None:
    """Replace: an Action gained straight onto the deck (Nomad Camp) just stays there; no Curses."""
    g, d = scenario([P(hand=["replace", "estate"], deck=["copper"]), P()], ["gain:nomad-camp"],
                    supply={"nomad-camp": 10}, versions={"nomad-camp": "1e"})
    g.play(0, "replace")
    assert g.deck(0) == ["copper", "nomad-camp"] and g.discard(1) == []
    d.assert_done()


def test_replace_loses_track_of_villa_moved_to_hand() -> None:
    """Replace: Villa goes to your hand when gained, so Replace can no longer put it onto your deck."""
    g, d = scenario([P(hand=["replace", "silver"], deck=["copper"]), P()], ["gain:villa"], supply={"villa": 10})
    g.play(0, "replace")
    assert g.hand(0) == ["villa"] and g.deck(0) == ["copper"] and g.discard(1) == []
    d.assert_done()


def test_tribute_with_one_card_reveals_what_there_is() -> None:
    """Tribute: a left player with one card in total reveals and discards just that card."""
    g, _ = scenario([P(hand=["tribute"]), P(deck=["gold"])])
    g.play(0, "tribute")
    assert g.turn.coins == 2 and g.discard(1) == ["gold"]


def test_swindler_empty_deck_victim_unaffected() -> None:
    """Swindler: a player with no cards in deck or discard pile trashes nothing and gains nothing."""
    g, _ = scenario([P(hand=["swindler"]), P(hand=["copper"])])
    g.play(0, "swindler")
    assert g.trash_ids() == [] and gained(g) == [] and g.turn.coins == 2


# -- FAQ points: Conspirator, Coppersmith ---------------------------------------------------------------------
@pytest.mark.parametrize(("edition", "bonus"), [("1e", False), ("2e", True)])
def test_conspirator_counts_band_of_misfits_plays(edition: str, bonus: bool) -> None:
    """Conspirator counts every Action card played this turn: Band of Misfits (2nd edition) is played and then
    plays Conspirator from the Supply, two plays (the third Action after a Village: +1 Card +1 Action); the
    original Band of Misfits is played once, as if it were Conspirator (only the second Action)."""
    g, d = scenario([P(hand=["village", "band-of-misfits"], deck=["gold", "silver", "copper"]), P()],
                    supply={"conspirator": 10, "band-of-misfits": 10}, versions={"band-of-misfits": edition})
    g.play(0, "village")
    g.play(0, "band-of-misfits")
    assert g.turn.coins == 2
    assert (g.turn.actions, sorted(g.hand(0))) == ((2, ["copper", "silver"]) if bonus else (1, ["copper"]))
    d.assert_done()


def test_conspirator_throne_room_counts_three_plays() -> None:
    """Conspirator: Throne Room on Conspirator: the first Conspirator play is the second Action, the second play
    the third, which alone gives +1 Card +1 Action (Conspirator FAQ)."""
    g, d = scenario([P(hand=["throne-room", "conspirator"], deck=["gold", "silver"]), P()], ["play:conspirator"])
    g.play(0, "throne-room")
    assert g.turn.coins == 4 and g.turn.actions == 1 and g.hand(0) == ["silver"]
    d.assert_done()


def test_coppersmith_bonus_lasts_the_turn_when_coppersmith_is_not_in_play() -> None:
    """Coppersmith: "Copper produces an extra $1 this turn" is an effect for the turn, so a Coppersmith played from
    the Supply by Band of Misfits (left there) still makes each Copper worth $2."""
    g, d = scenario([P(hand=["band-of-misfits", "copper", "copper"]), P()],
                    supply={"coppersmith": 10, "band-of-misfits": 10})
    g.play(0, "band-of-misfits")
    g.play(0, "copper")
    g.play(0, "copper")
    assert g.turn.coins == 4 and g.pile_count("coppersmith") == 10
    d.assert_done()


# -- FAQ points: Masquerade, Minion, Torturer --------------------------------------------------------------------
def test_masquerade_player_may_trash_the_card_just_received() -> None:
    """Masquerade: the passing comes first, so the player may trash the card passed to them; only they trash."""
    g, d = scenario([P(hand=["masquerade"], deck=["estate", "copper"]), P(hand=["curse", "gold"])],
                    ["pass:estate", "pass:curse", "trash:curse"])
    g.play(0, "masquerade")
    assert g.hand(0) == ["copper"] and g.trash_ids() == ["curse"] and sorted(g.hand(1)) == ["estate", "gold"]
    d.assert_done()


def test_masquerade_trash_is_optional() -> None:
    """Masquerade: trashing a card after passing is optional ("you may")."""
    g, d = scenario([P(hand=["masquerade"], deck=["estate", "copper"]), P(hand=["gold"])],
                    ["pass:estate", []])
    g.play(0, "masquerade")
    assert sorted(g.hand(0)) == ["copper", "gold"] and g.trash_ids() == [] and g.hand(1) == ["estate"]
    assert d.asked[-1].min == 0
    d.assert_done()


def test_masquerade_passes_are_simultaneous_not_gains() -> None:
    """Masquerade: each player chooses before any card moves (you cannot pass on the card you receive), and a passed
    card is not gained."""
    g, d = scenario([P(hand=["masquerade"], deck=["copper", "copper"]), P(hand=["curse"]), P(hand=["gold"])],
                    [[]])
    g.play(0, "masquerade")
    assert g.hand(0) == ["copper", "gold"] and g.hand(1) == ["copper"] and g.hand(2) == ["curse"]
    assert gained(g) == []
    d.assert_done()


def test_minion_moat_player_neither_discards_nor_draws() -> None:
    """Minion: a player who reveals Moat neither discards nor draws, while the others with 5+ cards do (FAQ)."""
    g, d = scenario([P(hand=["minion"], deck=["copper"] * 4), P(hand=["moat"] + ["estate"] * 4, deck=["gold"] * 4),
                     P(hand=["estate"] * 5, deck=["silver"] * 4)], ["reveal:moat", "minion:discard"])
    g.play(0, "minion")
    assert sorted(g.hand(1)) == ["estate"] * 4 + ["moat"] and g.deck(1) == ["gold"] * 4
    assert g.hand(2) == ["silver"] * 4 and g.discard(2) == ["estate"] * 5 and g.hand(0) == ["copper"] * 4
    d.assert_done()


def test_minion_discard_with_an_empty_hand_still_draws_four() -> None:
    """Minion: the discard option with no cards in hand still gives +4 Cards (and +1 Action)."""
    g, d = scenario([P(hand=["minion"], deck=["copper"] * 5), P(hand=["gold"] * 4)], ["minion:discard"])
    g.play(0, "minion")
    assert g.hand(0) == ["copper"] * 4 and g.turn.actions == 1 and g.hand(1) == ["gold"] * 4
    d.assert_done()


def test_torturer_discard_option_with_one_card_discards_it() -> None:
    """Torturer: a victim may choose to discard 2 with one card in hand and discards that card (Torturer FAQ)."""
    g, d = scenario([P(hand=["torturer"]), P(hand=["gold"])], ["torturer:discard"])
    g.play(0, "torturer")
    assert g.hand(1) == [] and g.discard(1) == ["gold"] and gained(g) == []
    d.assert_done()


def test_torturer_moat_player_chooses_nothing() -> None:
    """Torturer: a Moat player is not asked to choose and suffers nothing."""
    g, d = scenario([P(hand=["torturer"]), P(hand=["moat", "gold"])], ["reveal:moat"])
    g.play(0, "torturer")
    assert sorted(g.hand(1)) == ["gold", "moat"] and gained(g) == []
    d.assert_done()


# -- FAQ points: Swindler, Wishing Well ---------------------------------------------------------------------
def test_swindler_cannot_pick_an_empty_pile() -> None:
    """Swindler: the card given must come from a Supply pile with cards left: an empty pile of that cost is not
    offered (Swindler FAQ)."""
    g, d = scenario([P(hand=["swindler"]), P(deck=["silver"])], ["gain:swindler"],
                    supply={"swindler": 10, "steward": 10, "silver": 0})
    g.play(0, "swindler")
    assert sorted(d.asked[0].ids()) == ["gain:steward", "gain:swindler"] and g.discard(1) == ["swindler"]
    d.assert_done()


def test_swindler_only_empty_piles_at_that_cost_gains_nothing() -> None:
    """Swindler: when every Supply pile at the trashed card's cost is empty, the victim still trashes and gains
    nothing (Swindler FAQ)."""
    g, d = scenario([P(hand=["swindler"]), P(deck=["gold"])], supply={"gold": 0})
    g.play(0, "swindler")
    assert g.trash_ids() == ["gold"] and gained(g) == [] and d.asked == []


def test_swindler_may_give_the_same_card_and_must_give_one() -> None:
    """Swindler: the attacker may give another copy of the trashed card; the gain is not optional (Swindler FAQ)."""
    g, d = scenario([P(hand=["swindler"]), P(deck=["duchy"])], ["gain:duchy"], supply={"courtier": 10})
    g.play(0, "swindler")
    assert d.asked[0].player == 0 and d.asked[0].min == 1 and sorted(d.asked[0].ids()) == ["gain:courtier",
                                                                                            "gain:duchy"]
    assert g.trash_ids() == ["duchy"] and g.discard(1) == ["duchy"]
    d.assert_done()


def test_swindler_uses_the_cost_after_bridge() -> None:
    """Swindler: costs are the current ones: after Bridge a trashed Silver costs $2, so an Estate ($1) is not
    offered but a $2 card after Bridge (a Swindler, printed $3) is."""
    g, d = scenario([P(hand=["bridge", "swindler"]), P(deck=["silver"])], ["gain:swindler"],
                    supply={"swindler": 10, "bridge": 10})
    g.play(0, "bridge")
    g.turn.actions = 1
    g.play(0, "swindler")
    assert sorted(d.asked[0].ids()) == ["gain:silver", "gain:swindler"] and g.discard(1) == ["swindler"]
    d.assert_done()


def test_wishing_well_names_before_revealing_and_shuffles_if_needed() -> None:
    """Wishing Well: the card is named first; the top card is then revealed, shuffling the discard pile when the
    deck is empty (Wishing Well FAQ)."""
    g, d = scenario([P(hand=["wishing-well"], deck=["copper"], discard=["gold"]), P()], ["name:gold"])
    g.play(0, "wishing-well")
    assert sorted(g.hand(0)) == ["copper", "gold"] and g.deck(0) == [] and g.discard(0) == []
    d.assert_done()


def test_wishing_well_names_a_card_not_a_type() -> None:
    """Wishing Well: a card is named, not a type ("Copper", not "Treasure"): naming Copper misses a Silver."""
    g, d = scenario([P(hand=["wishing-well"], deck=["silver", "estate"]), P()], ["name:copper"])
    g.play(0, "wishing-well")
    assert all(not i.startswith("name:treasure") for i in d.asked[0].ids())
    assert g.hand(0) == ["estate"] and g.deck(0) == ["silver"]
    d.assert_done()


# -- FAQ points: Tribute, Courtier, Lurker, Secret Passage, Diplomat, Mill, Nobles, Patrol, Replace ----------------
def test_tribute_copper_and_harem_give_four_coins_and_two_cards() -> None:
    """Tribute: Copper and Harem (differently named): +$2 each for Treasure, +2 Cards for Harem's Victory type
    (the FAQ's example: +$4 and +2 Cards)."""
    g, _ = scenario([P(hand=["tribute"], deck=["estate", "estate"]), P(deck=["copper", "harem"])])
    g.play(0, "tribute")
    assert (g.turn.coins, g.turn.actions, len(g.hand(0))) == (4, 0, 2)
    assert sorted(g.discard(1)) == ["copper", "harem"]


def test_tribute_curse_gives_nothing() -> None:
    """Tribute: a Curse has none of the three types and gives no bonus (Tribute FAQ)."""
    g, _ = scenario([P(hand=["tribute"]), P(deck=["curse", "curse"])])
    g.play(0, "tribute")
    assert (g.turn.coins, g.turn.actions, g.hand(0)) == (0, 0, []) and g.discard(1) == ["curse", "curse"]


def test_tribute_left_player_shuffles_for_the_second_card() -> None:
    """Tribute: the player to your left with one card in their deck reveals it, shuffles their discard pile (not the
    revealed card) and reveals the second (Tribute FAQ)."""
    g, _ = scenario([P(hand=["tribute"], deck=["copper", "copper"]), P(deck=["gold"], discard=["great-hall"])])
    g.play(0, "tribute")
    assert (g.turn.coins, g.turn.actions, len(g.hand(0))) == (2, 2, 2)
    assert sorted(g.discard(1)) == ["gold", "great-hall"] and g.deck(1) == []


def test_tribute_only_the_player_to_the_left() -> None:
    """Tribute: only the player to your left reveals, in a three-player game."""
    g, _ = scenario([P(hand=["tribute"]), P(deck=["silver", "gold"]), P(deck=["great-hall", "mill"])])
    g.play(0, "tribute")
    assert g.turn.coins == 4 and g.turn.actions == 0 and g.deck(2) == ["great-hall", "mill"]


def test_courtier_curse_gives_one_choice_and_an_empty_hand_none() -> None:
    """Courtier: a Curse has one type (Curse): one choice; with an empty hand nothing is revealed or chosen."""
    g, d = scenario([P(hand=["courtier", "curse"]), P()], ["courtier:gold"])
    g.play(0, "courtier")
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.hand(0) == ["curse"]
    d.assert_done()
    g2, d2 = scenario([P(hand=["courtier"]), P()])
    g2.play(0, "courtier")
    assert d2.asked == [] and gained(g2) == [] and g2.turn.coins == 0


def test_courtier_choices_must_differ() -> None:
    """Courtier: with a two-type card the two choices must be different (a doubled answer is refused)."""
    g, _ = scenario([P(hand=["courtier", "nobles"]), P()], ["reveal:nobles", ["courtier:coins", "courtier:coins"]])
    with pytest.raises(DecisionError):
        g.play(0, "courtier")


def test_lurker_trashes_an_action_from_the_supply() -> None:
    """Lurker: the trash option takes an Action card (Nobles is one) from the Supply; non-Actions are not offered."""
    g, d = scenario([P(hand=["lurker"]), P()], ["lurker:trash", "trash:nobles"],
                    supply={"nobles": 8, "courtyard": 10})
    g.play(0, "lurker")
    assert g.trash_ids() == ["nobles"] and g.pile_count("nobles") == 7 and g.turn.actions == 1
    assert sorted(d.asked[1].ids()) == ["trash:courtyard", "trash:nobles"]
    d.assert_done()


def test_lurker_gain_with_no_action_in_the_trash_gains_nothing() -> None:
    """Lurker: choosing to gain with no Action card in the trash gains nothing (a Silver there is not offered)."""
    g, d = scenario([P(hand=["lurker"]), P()], ["lurker:gain"], trash=["silver"])
    g.play(0, "lurker")
    assert gained(g) == [] and g.trash_ids() == ["silver"] and g.turn.actions == 1
    d.assert_done()


def test_secret_passage_may_put_the_card_on_the_bottom() -> None:
    """Secret Passage: the card may go to the bottom of the deck (Secret Passage FAQ)."""
    g, d = scenario([P(hand=["secret-passage", "gold"], deck=["estate", "duchy", "copper", "silver"]), P()],
                    ["put:gold", "depth:2"])
    g.play(0, "secret-passage")
    assert g.deck(0) == ["gold", "estate", "duchy"]
    d.assert_done()


def test_secret_passage_may_put_back_a_card_just_drawn_on_top() -> None:
    """Secret Passage: the card may be one just drawn, and may go on top."""
    g, d = scenario([P(hand=["secret-passage"], deck=["estate", "curse", "copper"]), P()], ["put:curse", "depth:0"])
    g.play(0, "secret-passage")
    assert g.deck(0) == ["estate", "curse"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_diplomat_then_moat() -> None:
    """Diplomat: after resolving Diplomat a Moat (even one just drawn) may still be revealed to be unaffected (FAQ)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["diplomat", "estate", "estate", "estate", "copper"],
                                             deck=["moat", "gold"])],
                    ["reveal:diplomat", ["discard:estate", "discard:estate", "discard:estate"], "reveal:moat"])
    g.play(0, "militia")
    assert sorted(g.hand(1)) == ["copper", "diplomat", "gold", "moat"] and g.turn.coins == 2
    d.assert_done()


def test_mill_may_decline() -> None:
    """Mill: discarding is optional; declining keeps the hand and gives no coins."""
    g, d = scenario([P(hand=["mill", "estate", "estate"], deck=["copper"]), P()], ["no"])
    g.play(0, "mill")
    assert g.turn.coins == 0 and sorted(g.hand(0)) == ["copper", "estate", "estate"] and g.discard(0) == []
    d.assert_done()


def test_nobles_cards_option() -> None:
    """Nobles: choosing +3 Cards gives no Actions (no mixing)."""
    g, d = scenario([P(hand=["nobles"], deck=["copper"] * 4), P()], ["nobles:cards"])
    g.play(0, "nobles")
    assert g.hand(0) == ["copper"] * 3 and g.turn.actions == 0
    d.assert_done()


def test_patrol_takes_action_victory_cards_and_shuffles_for_four() -> None:
    """Patrol: Mill (Action–Victory) is a Victory card and must go to hand; with too few cards after drawing, the
    discard pile is shuffled for the rest of the four."""
    g, d = scenario([P(hand=["patrol"], deck=["mill", "copper", "copper", "copper"], discard=["estate"]), P()])
    g.play(0, "patrol")
    assert sorted(g.hand(0)) == ["copper"] * 3 + ["estate", "mill"] and g.deck(0) == [] and g.discard(0) == []
    d.assert_done()


def test_replace_harem_goes_on_deck_and_curses() -> None:
    """Replace: Harem is a Treasure and a Victory card: it goes onto your deck and each other player gains a Curse
    (Replace FAQ)."""
    g, d = scenario([P(hand=["replace", "gold"], deck=["copper"]), P(), P()], ["gain:harem"], supply={"harem": 8})
    g.play(0, "replace")
    assert g.deck(0) == ["copper", "harem"] and g.discard(1) == ["curse"] and g.discard(2) == ["curse"]
    d.assert_done()


def test_replace_moat_blocks_the_curse_only_for_its_owner() -> None:
    """Replace: it is an Attack: a player revealing Moat gains no Curse, the others do."""
    g, d = scenario([P(hand=["replace", "silver"]), P(hand=["moat"]), P()], ["reveal:moat", "gain:duchy"])
    g.play(0, "replace")
    assert g.discard(1) == [] and g.discard(2) == ["curse"] and g.discard(0) == ["duchy"]
    d.assert_done()


def test_replace_with_an_empty_hand_does_nothing() -> None:
    """Replace: with no card to trash nothing is gained and nobody gains a Curse."""
    g, _ = scenario([P(hand=["replace"]), P()])
    g.play(0, "replace")
    assert gained(g) == [] and g.trash_ids() == []


# -- more FAQ points ------------------------------------------------------------------------------------------
def test_ironworks_after_bridge_gains_duchy_and_draws() -> None:
    """Ironworks: costs are affected by Bridge: a Duchy ($4 then) may be gained, giving +1 Card (Ironworks FAQ)."""
    g, d = scenario([P(hand=["bridge", "ironworks"], deck=["gold"]), P()], ["gain:duchy"])
    g.play(0, "bridge")
    g.turn.actions = 1
    g.play(0, "ironworks")
    assert g.discard(0) == ["duchy"] and g.hand(0) == ["gold"]
    d.assert_done()


def test_steward_must_trash_exactly_two_with_two_or_more() -> None:
    """Steward: the trash option with 2+ cards in hand trashes exactly 2 (Steward FAQ)."""
    g, d = scenario([P(hand=["steward", "estate", "estate", "copper"]), P()],
                    ["steward:trash", ["trash:estate", "trash:estate"]])
    g.play(0, "steward")
    assert d.asked[1].min == 2 and d.asked[1].max == 2 and g.hand(0) == ["copper"]
    d.assert_done()


def test_trading_post_with_no_silver_left_still_trashes() -> None:
    """Trading Post: with the Silver pile empty the two cards are still trashed, and no Silver is gained (FAQ)."""
    g, d = scenario([P(hand=["trading-post", "estate", "copper", "curse"]), P()], [["trash:estate", "trash:curse"]],
                    supply={"silver": 0})
    g.play(0, "trading-post")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.hand(0) == ["copper"] and gained(g) == []
    d.assert_done()


def test_upgrade_with_an_empty_hand_after_drawing_nothing() -> None:
    """Upgrade: with no card in hand to trash (deck empty too) nothing is trashed or gained (Upgrade FAQ)."""
    g, d = scenario([P(hand=["upgrade"]), P()])
    g.play(0, "upgrade")
    assert g.trash_ids() == [] and gained(g) == [] and d.asked == [] and g.turn.actions == 1


def test_saboteur_trashes_and_victim_may_gain_two_less() -> None:
    """Saboteur: the victim reveals until a card costing $3 or more, trashes it, may gain one costing at most $2
    less, and discards the other revealed cards (Saboteur FAQ)."""
    g, d = scenario([P(hand=["saboteur"]), P(deck=["gold", "duchy", "copper", "estate"])], ["gain:silver"])
    g.play(0, "saboteur")
    assert g.trash_ids() == ["duchy"] and sorted(g.discard(1)) == ["copper", "estate", "silver"]
    assert g.deck(1) == ["gold"] and d.asked[0].player == 1 and d.asked[0].min == 0
    assert "gain:gold" not in list(d.asked[0].ids()) and "gain:duchy" not in list(d.asked[0].ids())
    d.assert_done()


def test_scout_leaves_curses_on_the_deck() -> None:
    """Scout: a Curse is not a Victory card, so it is put back with the rest (Scout FAQ)."""
    g, d = scenario([P(hand=["scout"], deck=["curse", "estate"]), P()])
    g.play(0, "scout")
    assert g.hand(0) == ["estate"] and g.deck(0) == ["curse"]
    d.assert_done()


def test_secret_chamber_then_moat_against_the_same_attack() -> None:
    """Secret Chamber: it may be revealed even against an Attack that will not affect you, and a Moat may be
    revealed too (Secret Chamber FAQ): draw 2, put 2 back (Secret Chamber itself may go back), then Moat."""
    g, d = scenario([P(hand=["militia"]), P(hand=["secret-chamber", "moat", "estate", "copper"],
                                             deck=["gold", "silver"])],
                    ["reveal:secret-chamber", "topdeck:secret-chamber", "topdeck:estate", "reveal:moat"])
    g.play(0, "militia")
    assert sorted(g.hand(1)) == ["copper", "gold", "moat", "silver"] and g.deck(1) == ["secret-chamber", "estate"]
    d.assert_done()


def test_bandit_trashes_a_harem_but_not_a_copper() -> None:
    """Bandit: a Harem is a Treasure other than Copper, so it is trashed; the revealed Copper is discarded (Bandit
    FAQ: a Treasure other than Copper, e.g. Silver or Gold)."""
    g, d = scenario([P(hand=["bandit"]), P(deck=["copper", "harem"])])
    g.play(0, "bandit")
    assert g.trash_ids() == ["harem"] and g.discard(1) == ["copper"] and g.discard(0) == ["gold"]
    d.assert_done()


def test_courtier_harem_gives_two_choices() -> None:
    """Courtier: Harem has two types (Treasure, Victory), so two different choices (Courtier FAQ)."""
    g, d = scenario([P(hand=["courtier", "harem"]), P()], [["courtier:action", "courtier:coins"]])
    g.play(0, "courtier")
    assert (g.turn.actions, g.turn.coins, g.turn.buys) == (1, 3, 1) and g.hand(0) == ["harem"]
    d.assert_done()


# -- random games ----------------------------------------------------------------------------------------
INTRIGUE = sorted(c for c, d in defs().items() if d.expansion == "intrigue")


@pytest.mark.parametrize("seed", range(24))
def test_random_intrigue_games_keep_invariants(seed: int) -> None:
    """Random Intrigue Kingdoms (both editions mixed, 2-6 players, random decisions) keep every invariant
    and replay identically, with logging on and off."""
    rng = random.Random(seed)
    kingdom = rng.sample(INTRIGUE, 10)
    players = 2 + seed % 5
    versions = {"masquerade": "1e"} if seed % 2 else {}
    opts = GameOptions(check=True, versions=versions)
    g = Game.new(defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
    total = len(g.zones.card_of)
    g.run(50)
    g.check_invariants()
    assert len(g.zones.card_of) == total and g.turn.number >= 1
    fast = Game.new(defs(), kingdom, players, RandomDecider(seed), seed=seed,
                    options=GameOptions(check=True, log=False, versions=versions))
    fast.run(50)
    assert (fast.turn.number, fast.zones.lists) == (g.turn.number, g.zones.lists)
