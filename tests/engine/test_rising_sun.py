"""Rising Sun: the Debt Kingdom cards, Rice Broker and the Events, from the card texts and the Rising Sun
rulebook's FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, ScriptedDecider, Zone
from generator.engine.types import Phase
from tests.engine.helpers import gained, scenario

P = PlayerLayout
DECK = ["copper"] * 10


def offered(d: object, kind: str) -> list[str]:
    """The option ids of the first decision of ``kind`` the decider was asked."""
    for dec in d.asked:  # type: ignore[attr-defined]
        if dec.kind == kind:
            return list(dec.ids())
    raise AssertionError(f"no {kind!r} decision was asked")


# -- Change ------------------------------------------------------------------------------------------------------
def test_change_with_debt_gives_three_coins() -> None:
    """Change: if you have any Debt, +$3 and nothing else (no trashing)."""
    g, _ = scenario([P(hand=["change", "copper"]), P()])
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 3 and g.hand(0) == ["copper"] and g.trash_ids() == [] and g.players[0].debt == 2


def test_change_trashes_and_gains_a_costlier_card_taking_the_difference_in_debt() -> None:
    """Change: with no Debt, trash a card, gain one costing more $ and take Debt for the difference (FAQ: Copper
    into Province, 8 Debt)."""
    g, d = scenario([P(hand=["change", "copper", "estate"]), P()], ["trash:copper", "gain:province"])
    g.play(0, "change")
    assert g.trash_ids() == ["copper"] and gained(g) == [(0, "province", "supply", "discard")]
    assert g.players[0].debt == 8 and g.turn.coins == 0


def test_change_never_offers_a_card_costing_the_same() -> None:
    """Change: the gained card must cost more $ than the trashed one; an equal cost is not offered (FAQ)."""
    g, d = scenario([P(hand=["change", "silver"]), P()], ["gain:gold"])
    g.play(0, "change")
    options = offered(d, "gain")
    assert "gain:silver" not in options and "gain:estate" not in options and "gain:gold" in options
    assert g.players[0].debt == 3


def test_change_ignores_potions_in_costs() -> None:
    """Change: only $ is compared, so an Estate may become an Alchemist ($3 and a Potion) for 1 Debt (FAQ)."""
    g, _ = scenario([P(hand=["change", "estate"]), P()], ["gain:alchemist"], supply={"alchemist": 10, "potion": 16})
    g.play(0, "change")
    assert gained(g) == [(0, "alchemist", "supply", "discard")] and g.players[0].debt == 1


def test_change_lets_you_pay_off_debt_first() -> None:
    """Change: Debt may be paid off at any time of the turn, so paying all of it first makes Change trash and gain
    (FAQ)."""
    g, _ = scenario([P(hand=["change", "copper"]), P()], ["pay-debt:2", "gain:silver"], coins=2)
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 0 and g.trash_ids() == ["copper"] and gained(g) == [(0, "silver", "supply", "discard")]
    assert g.players[0].debt == 3


def test_change_paying_part_of_the_debt_still_gives_coins() -> None:
    """Change: with Debt left after paying some of it, Change gives +$3."""
    g, _ = scenario([P(hand=["change", "copper"]), P()], ["pay-debt:1"], coins=1)
    g.players[0].debt = 2
    g.play(0, "change")
    assert g.turn.coins == 3 and g.players[0].debt == 1 and g.hand(0) == ["copper"]


def test_change_with_nothing_costlier_gains_nothing_and_takes_no_debt() -> None:
    """Change: trashing a card that nothing in the Supply costs more than (a Province here) gains nothing and takes no
    Debt."""
    g, _ = scenario([P(hand=["change", "province"]), P()])
    g.play(0, "change")
    assert g.trash_ids() == ["province"] and gained(g) == [] and g.players[0].debt == 0


def test_change_played_twice_by_throne_room_switches_mode() -> None:
    """Change under Throne Room: the first play takes Debt, so the second play gives +$3 (each play looks at Debt
    anew)."""
    g, _ = scenario([P(hand=["throne-room", "change", "estate"]), P()], ["play:change", "gain:silver"])
    g.play(0, "throne-room")
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.players[0].debt == 1 and g.turn.coins == 3


# -- the Debt cantrips ---------------------------------------------------------------------------------------------
def test_craftsman_gains_up_to_five_and_takes_two_debt() -> None:
    """Craftsman: +2 Debt and gain a card costing up to $5 (Gold is not offered)."""
    g, d = scenario([P(hand=["craftsman"]), P()], ["gain:duchy"])
    g.play(0, "craftsman")
    assert gained(g) == [(0, "duchy", "supply", "discard")] and g.players[0].debt == 2
    assert "gain:gold" not in offered(d, "gain")


def test_craftsman_gains_even_with_debt() -> None:
    """Craftsman: you gain a card even if you already had Debt (FAQ)."""
    g, _ = scenario([P(hand=["craftsman"]), P()], ["gain:silver"])
    g.players[0].debt = 3
    g.play(0, "craftsman")
    assert gained(g) == [(0, "silver", "supply", "discard")] and g.players[0].debt == 5


def test_gold_mine_gold_costs_four_debt() -> None:
    """Gold Mine: +1 Card +1 Action +1 Buy, and you may gain a Gold, taking 4 Debt with it."""
    g, _ = scenario([P(hand=["gold-mine"], deck=DECK), P()], ["gain:gold"])
    g.play(0, "gold-mine")
    assert (g.turn.actions, g.turn.buys, len(g.hand(0))) == (1, 2, 1)
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.players[0].debt == 4


def test_gold_mine_declined_gives_no_gold_and_no_debt() -> None:
    """Gold Mine: declining gains no Gold and takes no Debt; you cannot take one without the other (FAQ)."""
    g, _ = scenario([P(hand=["gold-mine"], deck=DECK), P()], ["no"])
    g.play(0, "gold-mine")
    assert gained(g) == [] and g.players[0].debt == 0 and g.turn.buys == 2


def test_imperial_envoy_draws_five_with_a_buy_and_two_debt() -> None:
    """Imperial Envoy: +5 Cards, +1 Buy, +2 Debt."""
    g, _ = scenario([P(hand=["imperial-envoy"], deck=DECK), P()])
    g.play(0, "imperial-envoy")
    assert (len(g.hand(0)), g.turn.buys, g.turn.actions, g.players[0].debt) == (5, 2, 0, 2)


def test_litter_draws_two_with_two_actions_and_one_debt() -> None:
    """Litter: +2 Cards, +2 Actions, +1 Debt."""
    g, _ = scenario([P(hand=["litter"], deck=DECK), P()])
    g.play(0, "litter")
    assert (len(g.hand(0)), g.turn.actions, g.players[0].debt) == (2, 2, 1)


def test_root_cellar_draws_three_with_an_action_and_three_debt() -> None:
    """Root Cellar: +3 Cards, +1 Action, +3 Debt, even on top of Debt you had (FAQ)."""
    g, _ = scenario([P(hand=["root-cellar"], deck=DECK), P()])
    g.players[0].debt = 1
    g.play(0, "root-cellar")
    assert (len(g.hand(0)), g.turn.actions, g.players[0].debt) == (3, 1, 4)


def test_debt_from_a_card_stops_buying_until_paid() -> None:
    """Debt: after Litter's Debt a player cannot buy until they have paid it off with $1 per token."""
    g, _ = scenario([P(hand=["litter", "copper", "copper"], deck=DECK), P()], ["pay-debt:1"])
    g.play(0, "litter")
    g.turn.phase = Phase.BUY
    assert not g.can_buy(0, "copper")
    g.turn.coins = 1
    g.pay_debt(0)
    assert g.players[0].debt == 0 and g.turn.coins == 0 and g.can_buy(0, "copper")


# -- Rice Broker ----------------------------------------------------------------------------------------------------
def test_rice_broker_treasure_draws_two() -> None:
    """Rice Broker: +1 Action; trashing a Treasure gives +2 Cards."""
    g, _ = scenario([P(hand=["rice-broker", "silver", "estate"], deck=DECK), P()], ["trash:silver"])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["silver"] and len(g.hand(0)) == 3 and g.turn.actions == 1


def test_rice_broker_action_draws_five() -> None:
    """Rice Broker: trashing an Action card gives +5 Cards."""
    g, _ = scenario([P(hand=["rice-broker", "village"], deck=DECK), P()])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["village"] and len(g.hand(0)) == 5


def test_rice_broker_treasure_action_draws_seven() -> None:
    """Rice Broker: a card that is both a Treasure and an Action gives +2 Cards and then +5 Cards (FAQ)."""
    g, _ = scenario([P(hand=["rice-broker", "crown"], deck=DECK), P()], supply={"crown": 10})
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["crown"] and len(g.hand(0)) == 7


def test_rice_broker_victory_card_draws_nothing() -> None:
    """Rice Broker: trashing a card with neither type, such as a Province, draws nothing (FAQ)."""
    g, _ = scenario([P(hand=["rice-broker", "province"], deck=DECK), P()])
    g.play(0, "rice-broker")
    assert g.trash_ids() == ["province"] and g.hand(0) == []


# -- Events ---------------------------------------------------------------------------------------------------------
KINGDOM = {"village": 10, "smithy": 10, "militia": 10, "market": 10, "festival": 10, "laboratory": 10,
           "workshop": 10}


def buy_phase(hand: list[str], event: str, answers: list[str | list[str]], *, coins: int = 10,
              deck: list[str] | None = None, in_play: list[str] | None = None,
              extra: dict[str, int] | None = None) -> tuple[Game, ScriptedDecider]:
    """A Buy-phase position of player 0 with ``event`` in the game and ``coins`` to spend (not bought yet)."""
    g, d = scenario([P(hand=hand, deck=deck or [], in_play=in_play or []), P(hand=["copper"] * 5)], answers,
                    supply={**KINGDOM, **(extra or {})}, events=[event], phase="buy", coins=coins)
    return g, d


def test_amass_gains_an_action_with_no_action_in_play() -> None:
    """Amass: with no Action cards in play, gain an Action card costing up to $5 (Silver and Laboratory's cost
    limit shown)."""
    g, d = buy_phase([], "amass", ["gain:laboratory"], coins=2, in_play=["copper", "copper"])
    g.buy(0, "amass")
    assert gained(g) == [(0, "laboratory", "supply", "discard")] and g.turn.coins == 0
    assert "gain:silver" not in offered(d, "gain")


def test_amass_does_nothing_with_an_action_in_play() -> None:
    """Amass: an Action card in play, a Duration from an earlier turn included, stops it (rulebook)."""
    g, _ = buy_phase([], "amass", [], coins=2, in_play=["village", "copper"])
    g.buy(0, "amass")
    assert gained(g) == []


def test_asceticism_pays_to_trash() -> None:
    """Asceticism: pay any amount of $ to trash that many cards from your hand (on top of its $2 cost)."""
    g, _ = buy_phase(["copper", "estate", "curse", "silver"], "asceticism", ["pay:3", ["trash:copper",
                     "trash:curse", "trash:estate"]], coins=6)
    g.buy(0, "asceticism")
    assert sorted(g.trash_ids()) == ["copper", "curse", "estate"] and g.hand(0) == ["silver"] and g.turn.coins == 1


def test_asceticism_paying_nothing_trashes_nothing() -> None:
    """Asceticism: paying $0 trashes no card."""
    g, _ = buy_phase(["copper"], "asceticism", ["pay:0"], coins=3)
    g.buy(0, "asceticism")
    assert g.trash_ids() == [] and g.turn.coins == 1


def test_continue_costs_debt_and_plays_the_gained_card_in_a_new_action_phase() -> None:
    """Continue: costs 8 Debt; gain a non-Attack Action costing up to $4, return to the Action phase and play it
    (no Action used), then +1 Action and +1 Buy."""
    g, d = buy_phase([], "continue", ["gain:smithy"], coins=0, deck=DECK)
    g.buy(0, "continue")
    assert g.players[0].debt == 8 and g.in_play(0) == ["smithy"] and len(g.hand(0)) == 3
    assert (g.turn.phase, g.turn.back_to_action, g.turn.actions, g.turn.buys) == (Phase.ACTION, True, 2, 1)
    options = offered(d, "gain")
    assert "gain:militia" not in options and "gain:market" not in options and "gain:village" in options


def test_continue_once_per_turn() -> None:
    """Continue: it may be bought only once per turn (and not at all while you have Debt)."""
    g, _ = buy_phase([], "continue", ["gain:village"], coins=8)
    g.buy(0, "continue")
    g.players[0].debt = 0
    assert not g.can_buy(0, "continue")


def test_continue_cannot_play_a_card_that_moved_away() -> None:
    """Continue: a gained card that has moved on (Watchtower trashing it) is not played; +1 Action +1 Buy still."""
    g, _ = buy_phase(["watchtower"], "continue", ["gain:village", "reveal:watchtower", "watchtower:trash"], coins=0,
                     extra={"watchtower": 10})
    g.buy(0, "continue")
    assert g.trash_ids() == ["village"] and g.in_play(0) == [] and (g.turn.actions, g.turn.buys) == (2, 1)


def test_credit_takes_debt_equal_to_the_cost() -> None:
    """Credit: gain an Action or Treasure costing up to $8 and take Debt equal to its cost."""
    g, d = buy_phase([], "credit", ["gain:gold"], coins=2)
    g.buy(0, "credit")
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.players[0].debt == 6
    options = offered(d, "gain")
    assert "gain:province" not in options and "gain:duchy" not in options and "gain:market" in options


def test_foresight_sets_an_action_aside_for_the_end_of_turn() -> None:
    """Foresight: reveal until an Action, discard the others, put the Action into your hand after drawing the next
    hand."""
    g, _ = buy_phase([], "foresight", [], coins=2, deck=DECK + ["village", "estate", "copper"])
    g.buy(0, "foresight")
    assert g.discard(0) == ["copper", "estate"] and g.zone(0, Zone.SET_ASIDE) == ["village"]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["village"]


def test_foresight_shuffles_to_find_an_action() -> None:
    """Foresight: when the deck runs out, the discard pile is shuffled and revealing goes on."""
    g, _ = scenario([P(deck=["copper"], discard=["smithy"]), P()], [], supply=KINGDOM, events=["foresight"],
                    phase="buy", coins=2)
    g.buy(0, "foresight")
    assert g.discard(0) == ["copper"] and g.zone(0, Zone.SET_ASIDE) == ["smithy"]


def test_foresight_without_an_action_discards_everything() -> None:
    """Foresight: with no Action card in the deck, every revealed card is discarded and nothing is set aside."""
    g, _ = buy_phase([], "foresight", [], coins=2, deck=["copper", "estate"])
    g.buy(0, "foresight")
    assert sorted(g.discard(0)) == ["copper", "estate"] and g.zone(0, Zone.SET_ASIDE) == []


def test_gather_gains_three_four_and_five() -> None:
    """Gather: gain a card costing exactly $3, one costing exactly $4 and one costing exactly $5."""
    g, d = buy_phase([], "gather", ["gain:village", "gain:smithy", "gain:duchy"], coins=7)
    g.buy(0, "gather")
    assert [x[1] for x in gained(g)] == ["village", "smithy", "duchy"]
    assert "gain:copper" not in offered(d, "gain") and "gain:workshop" in offered(d, "gain")


def test_kintsugi_without_a_gold_gained_only_trashes() -> None:
    """Kintsugi: trash a card; without a Gold gained this game nothing is gained."""
    g, _ = buy_phase(["silver", "estate"], "kintsugi", ["trash:silver"], coins=3)
    g.buy(0, "kintsugi")
    assert g.trash_ids() == ["silver"] and gained(g) == []


def test_kintsugi_after_gaining_a_gold_remodels() -> None:
    """Kintsugi: once you have gained a Gold this game (even a Gold since trashed), gain a card costing up to $2
    more than the trashed card."""
    g, d = buy_phase(["silver", "estate"], "kintsugi", ["trash:silver", "gain:market"], coins=3)
    gold = g.gain(0, "gold")
    assert gold is not None
    g.trash(0, gold, g.zones.loc[gold])
    g.buy(0, "kintsugi")
    assert gained(g)[-1] == (0, "market", "supply", "discard")
    assert "gain:gold" not in offered(d, "gain")


def test_kintsugi_gold_gained_by_another_player_does_not_count() -> None:
    """Kintsugi: only a Gold you gained counts."""
    g, _ = buy_phase(["silver"], "kintsugi", [], coins=3)
    g.gain(1, "gold")
    g.buy(0, "kintsugi")
    assert [x for x in gained(g) if x[0] == 0] == []


def test_practice_plays_an_action_twice() -> None:
    """Practice: you may play an Action card from your hand twice."""
    g, _ = buy_phase(["smithy"], "practice", ["play:smithy"], coins=3, deck=DECK)
    g.buy(0, "practice")
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 6


def test_practice_may_play_nothing() -> None:
    """Practice: playing the card is optional."""
    g, _ = buy_phase(["smithy"], "practice", [[]], coins=3, deck=DECK)
    g.buy(0, "practice")
    assert g.hand(0) == ["smithy"] and g.in_play(0) == []


def test_receive_tribute_needs_three_gains() -> None:
    """Receive Tribute: with fewer than 3 cards gained this turn it does nothing."""
    g, _ = buy_phase([], "receive-tribute", [], coins=5)
    g.gain(0, "copper")
    g.gain(0, "copper")
    g.buy(0, "receive-tribute")
    assert len(gained(g)) == 2


def test_receive_tribute_gains_differently_named_actions_not_in_play() -> None:
    """Receive Tribute: after 3 gains this turn, gain up to 3 differently named Action cards with no copy in play."""
    g, d = buy_phase([], "receive-tribute", ["gain:market", "gain:smithy", "gain:festival"], coins=5,
                     in_play=["village"])
    for _ in range(3):
        g.gain(0, "copper")
    g.buy(0, "receive-tribute")
    assert [x[1] for x in gained(g)[3:]] == ["market", "smithy", "festival"]
    second = [dec for dec in d.asked if dec.kind == "gain"][1]
    assert "gain:village" not in second.ids() and "gain:market" not in second.ids()


def test_sea_trade_draws_and_trashes_per_action_in_play() -> None:
    """Sea Trade: +1 Card per Action card in play, then trash up to that many cards from your hand."""
    g, _ = buy_phase(["estate"], "sea-trade", [["trash:estate", "trash:curse"]], coins=4,
                     in_play=["village", "smithy", "copper"], deck=["copper", "curse"])
    g.buy(0, "sea-trade")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.hand(0) == ["copper"]


def test_sea_trade_with_no_action_in_play_does_nothing() -> None:
    """Sea Trade: with no Action card in play there is nothing to draw or trash."""
    g, _ = buy_phase(["estate"], "sea-trade", [], coins=4, in_play=["copper"], deck=["copper"])
    g.buy(0, "sea-trade")
    assert g.hand(0) == ["estate"] and g.trash_ids() == []


def test_continue_in_a_whole_turn_brings_a_second_buy_phase() -> None:
    """Continue: after its Action phase the turn has a second Buy phase, where Treasures are played and Debt paid."""
    g, d = scenario([P(deck=["copper"] * 6), P(deck=["copper"] * 6)], ["buy:continue", "gain:village", "pay-debt:1"],
                    supply=KINGDOM, events=["continue"], phase="action")
    g.take_turn()
    d.assert_done()
    assert g.players[0].debt == 7 and sorted(g.discard(0)) == ["copper", "village"]
    assert g.turn.player == 1


def test_gold_mine_gains_a_gold_even_with_debt() -> None:
    """Gold Mine FAQ: you can gain a Gold even if you already have Debt; the 4 Debt is added to it."""
    g, _ = scenario([P(hand=["gold-mine"], deck=DECK), P()], ["gain:gold"])
    g.players[0].debt = 3
    g.play(0, "gold-mine")
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.players[0].debt == 7


def test_imperial_envoy_and_litter_work_with_debt() -> None:
    """Imperial Envoy FAQ, Litter FAQ: they work even if you already had Debt (the cards, Actions and Buy come
    anyway, and the Debt is added)."""
    g, _ = scenario([P(hand=["imperial-envoy", "litter"], deck=DECK), P()], actions=2)
    g.players[0].debt = 5
    g.play(0, "litter")
    assert (len(g.hand(0)), g.turn.actions, g.players[0].debt) == (3, 3, 6)
    g.play(0, "imperial-envoy")
    assert (len(g.hand(0)), g.turn.buys, g.players[0].debt) == (7, 2, 8)
