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
