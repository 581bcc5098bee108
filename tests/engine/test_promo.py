"""Promotional cards: every implemented card's rules, from the card texts and their FAQ notes."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, Zone
from generator.engine.types import HAND
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one."""
    g.cleanup(p)
    g.start_turn(p)


def _offers(g: Game) -> list[list[str]]:
    """Record the options of every decision ``g`` asks for from now on (each list of option ids, in order)."""
    offered: list[list[str]] = []
    ask = g.ask

    def spy(kind: str, player: int, ids: object, lo: int = 1, hi: int = 1, /, **ctx: object) -> list[str]:
        offered.append(list(ids))  # type: ignore[call-overload]
        return ask(kind, player, ids, lo, hi, **ctx)  # type: ignore[arg-type]
    g.ask = spy  # type: ignore[method-assign]
    return offered


def test_envoy_left_player_picks_the_discard() -> None:
    """Envoy: reveal the top 5; the player to your left chooses one for you to discard; draw the rest."""
    g, d = scenario([P(hand=["envoy"], deck=["copper", "silver", "gold", "estate", "province", "duchy"]), P()],
                    ["discard:gold"])
    asked: list[int] = []
    ask = g.ask

    def spy(kind: str, player: int, ids: object, lo: int = 1, hi: int = 1, /, **ctx: object) -> list[str]:
        asked.append(player)
        return ask(kind, player, ids, lo, hi, **ctx)  # type: ignore[arg-type]
    g.ask = spy  # type: ignore[method-assign]
    g.play(0, "envoy")
    assert asked == [1]
    assert sorted(g.hand(0)) == ["duchy", "estate", "province", "silver"] and g.discard(0) == ["gold"]
    assert g.deck(0) == ["copper"]


def test_dismantle_gains_cheaper_card_then_gold() -> None:
    """Dismantle: trashing a $3 Silver gains a cheaper card, then a Gold (FAQ order: the cheaper card first)."""
    g, d = scenario([P(hand=["dismantle", "silver"]), P()], ["gain:estate"])
    g.play(0, "dismantle")
    assert g.trash_ids() == ["silver"] and g.discard(0) == ["estate", "gold"]
    d.assert_done()


def test_dismantle_zero_cost_gives_nothing() -> None:
    """Dismantle: trashing a card costing $0 gains nothing."""
    g, _ = scenario([P(hand=["dismantle", "copper"]), P()])
    g.play(0, "dismantle")
    assert g.trash_ids() == ["copper"] and gained(g) == []


def test_governor_cards_mode() -> None:
    """Governor: +1 Action; you draw 3 cards and each other player draws 1."""
    g, d = scenario([P(hand=["governor"], deck=["copper"] * 4), P(deck=["estate"] * 2)], ["mode:cards"])
    g.play(0, "governor")
    assert len(g.hand(0)) == 3 and g.hand(1) == ["estate"] and g.turn.actions == 1
    d.assert_done()


def test_governor_treasure_mode_in_turn_order() -> None:
    """Governor: you gain a Gold and each other player a Silver, in turn order from you."""
    g, _ = scenario([P(hand=["governor"]), P(), P()], ["mode:treasure"], supply={"silver": 1})
    g.play(0, "governor")
    assert gained(g) == [(0, "gold", "supply", "discard"), (1, "silver", "supply", "discard")]


def test_governor_remodel_mode_costs_exactly_more() -> None:
    """Governor: you may trash a card and gain one costing exactly $2 more; the others exactly $1 more."""
    g, d = scenario([P(hand=["governor", "estate"]), P(hand=["estate"])],
                    ["mode:remodel", "trash:estate", "trash:estate", "gain:silver"],
                    supply={"village": 10, "smithy": 10})
    g.play(0, "governor")
    assert gained(g) == [(0, "smithy", "supply", "discard"), (1, "silver", "supply", "discard")]
    d.assert_done()


def test_walled_village_topdecks_with_one_other_action() -> None:
    """Walled Village: with it and one other Action in play at Clean-up, it may go onto the deck."""
    g, d = scenario([P(hand=["walled-village", "moat"], deck=["copper"] * 8), P()], ["topdeck:walled-village"])
    g.play(0, "walled-village")
    g.play(0, "moat")
    g.cleanup(0)
    assert "walled-village" in g.hand(0) and "walled-village" not in g.discard(0)
    d.assert_done()


def test_walled_village_not_with_three_actions() -> None:
    """Walled Village: with two other Actions in play it is discarded, nothing asked."""
    g, d = scenario([P(hand=["walled-village", "moat", "village"], deck=["copper"] * 12), P()])
    g.play(0, "walled-village")
    g.play(0, "village")
    g.play(0, "moat")
    g.cleanup(0)
    assert "walled-village" in g.discard(0)
    d.assert_done()


def test_church_returns_cards_and_may_trash() -> None:
    """Church: +1 Action; set aside up to 3 cards; next turn they come to hand, then you may trash a card."""
    g, d = scenario([P(hand=["church", "gold", "estate", "copper"], deck=["silver"] * 10), P()],
                    [["set-aside:estate", "set-aside:gold"], "trash:estate"])
    g.play(0, "church")
    assert g.hand(0) == ["copper"] and g.turn.actions == 1
    next_turn(g, 0)
    assert sorted(g.hand(0)) == ["gold"] + ["silver"] * 5 and g.trash_ids() == ["estate"]
    assert g.in_play(0) == ["church"]
    d.assert_done()


def test_marchland_counts_victory_cards_and_on_gain_buy_and_coins() -> None:
    """Marchland: 1 VP per 3 Victory cards (itself counted); when gained, +1 Buy and +$1 per card discarded."""
    g, d = scenario([P(hand=["copper", "estate", "estate"]), P()], [["discard:estate", "discard:estate"]],
                    supply={"marchland": 8})
    g.gain(0, "marchland")
    assert (g.turn.buys, g.turn.coins) == (2, 2) and g.discard(0).count("estate") == 2
    # Marchland + 2 Estates = 3 Victory cards: 1 VP, plus 2 VP of Estates
    assert g.score(0) == 3
    d.assert_done()


def test_sauna_plays_avanto_and_trashes_with_silver() -> None:
    """Sauna: +1 Card +1 Action, may play an Avanto from hand; while it is in play, a Silver played lets you
    trash a card from hand."""
    g, d = scenario([P(hand=["sauna", "avanto", "silver", "curse"], deck=["copper"] * 6), P()],
                    ["play:avanto", "trash:curse"])
    g.play(0, "sauna")
    assert g.in_play(0) == ["sauna", "avanto"] and len(g.hand(0)) == 2 + 1 + 3
    g.play(0, "silver")
    assert g.trash_ids() == ["curse"]
    d.assert_done()


def test_summon_sets_aside_and_plays_next_turn() -> None:
    """Summon: gain an Action costing up to $4, set it aside, and play it at the start of your next turn."""
    g, d = scenario([P(deck=["copper"] * 12), P()], ["gain:smithy"],
                    supply={"smithy": 10, "village": 10, "laboratory": 10}, events=["summon"], phase="buy", coins=5)
    g.buy(0, "summon")
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"] and g.discard(0) == []
    next_turn(g, 0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8 and g.turn.actions == 1
    d.assert_done()


def test_summon_loses_track_of_a_card_moved_on_gain_but_finds_a_nomad_camp() -> None:
    """Summon: a card moved after it is gained (Watchtower puts it onto the deck) is lost track of, neither set
    aside nor played; a Nomad Camp, which is gained onto the deck, is found there and set aside (Summon FAQ)."""
    g, d = scenario([P(hand=["watchtower"], deck=["copper"] * 6), P()],
                    ["gain:smithy", "reveal:watchtower", "watchtower:topdeck"],
                    supply={"smithy": 10, "watchtower": 10}, events=["summon"], phase="buy", coins=5)
    g.buy(0, "summon")
    assert g.zone(0, Zone.SET_ASIDE) == [] and g.deck(0)[-1] == "smithy"
    next_turn(g, 0)
    assert g.in_play(0) == [] and "smithy" in g.hand(0)
    d.assert_done()
    g2, d2 = scenario([P(deck=["copper"] * 6), P()],
                      supply={"nomad-camp": 10}, events=["summon"], phase="buy", coins=5)
    g2.buy(0, "summon")
    assert g2.zone(0, Zone.SET_ASIDE) == ["nomad-camp"] and "nomad-camp" not in g2.deck(0)
    d2.assert_done()


def test_stash_is_worth_two_coins() -> None:
    """Stash: a Treasure worth $2 when played."""
    g, _ = scenario([P(hand=["stash"]), P()], phase="buy")
    g.play(0, "stash")
    assert g.turn.coins == 2 and g.in_play(0) == ["stash"]


def test_stash_goes_on_top_when_you_shuffle() -> None:
    """Stash: when you shuffle, you may put it anywhere in your deck; on top, it is the next card drawn."""
    g, d = scenario([P(discard=["copper", "estate", "stash", "copper"]), P()], ["depth:0"],
                    supply={"stash": 10})
    g.draw(0, 1)
    assert g.hand(0) == ["stash"] and sorted(g.deck(0)) == ["copper", "copper", "estate"]
    d.assert_done()


def test_stash_each_copy_placed_at_its_depth() -> None:
    """Stash: each copy is placed on its own; one at the bottom and one second from the top."""
    g, d = scenario([P(discard=["stash", "copper", "copper", "stash", "estate"]), P()],
                    ["depth:4", "depth:1"], supply={"stash": 10})
    g.shuffle(0)
    deck = g.deck(0)
    assert len(deck) == 5 and deck.count("stash") == 2
    assert deck[-2] == "stash" and (deck[0] == "stash" or deck[-2:] == ["stash", "stash"])
    d.assert_done()


def test_stash_may_be_placed_when_cards_are_shuffled_into_the_deck() -> None:
    """Stash FAQ: "Whenever you shuffle your deck" you choose where each Stash goes; Inn shuffling cards into the
    deck is such a shuffle, so the Stash already in the deck may go on top."""
    g, d = scenario([P(deck=["copper", "stash", "copper", "estate"]), P()], [["shuffle:inn"], "depth:0"],
                    supply={"stash": 10, "inn": 10})
    g.gain(0, "inn")
    assert g.deck(0)[-1] == "stash" and sorted(g.deck(0)) == ["copper", "copper", "estate", "inn", "stash"]
    d.assert_done()


def test_stash_not_asked_without_a_shuffle() -> None:
    """Stash: nothing happens when you draw from a deck without shuffling."""
    g, d = scenario([P(deck=["stash", "copper"]), P()], supply={"stash": 10})
    g.draw(0, 2)
    assert sorted(g.hand(0)) == ["copper", "stash"]
    d.assert_done()


def test_2014_prince_plays_the_set_aside_action_every_turn() -> None:
    """Prince (2014 printing): set it aside with an Action costing up to $4 from your hand; at the start of each of your
    turns play that card, and when it is discarded from play it is set aside again."""
    g, d = scenario([P(hand=["prince", "smithy", "laboratory", "gold"], deck=["copper"] * 30), P()],
                    ["yes"], supply={"prince": 10, "smithy": 10, "laboratory": 10}, versions={"prince": "1e"})
    offered = _offers(g)
    g.play(0, "prince")
    assert offered[1] == ["set-aside:smithy"]
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["prince", "smithy"] and g.in_play(0) == []
    for _ in range(2):
        next_turn(g, 0)
        assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8 and g.turn.actions == 1
        assert g.zone(0, Zone.SET_ASIDE) == ["prince"]
    g.cleanup(0)
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["prince", "smithy"] and "smithy" not in g.discard(0)
    d.assert_done()


def test_2014_prince_stops_when_the_card_is_trashed() -> None:
    """Prince (2014 printing): if the Action is not discarded from play (Mining Village trashed itself), Prince stops
    playing it and stays set aside."""
    g, d = scenario([P(hand=["prince", "mining-village"], deck=["copper"] * 30), P()],
                    ["yes", "yes"], supply={"prince": 10, "mining-village": 10}, versions={"prince": "1e"})
    g.play(0, "prince")
    next_turn(g, 0)
    assert g.trash_ids() == ["mining-village"] and g.turn.coins == 2
    next_turn(g, 0)
    assert g.zone(0, Zone.SET_ASIDE) == ["prince"] and g.in_play(0) == [] and len(g.hand(0)) == 5
    d.assert_done()


def test_2014_prince_stops_playing_a_duration_that_stays_in_play() -> None:
    """Prince (2014 printing): a Duration played by Prince stays in play at Clean-up, so it is not set aside
    again; it is discarded normally after its next-turn effect and Prince no longer plays it."""
    g, d = scenario([P(hand=["prince", "caravan"], deck=["copper"] * 30), P()],
                    ["yes"], supply={"prince": 10, "caravan": 10}, versions={"prince": "1e"})
    g.play(0, "prince")
    next_turn(g, 0)
    assert g.in_play(0) == ["caravan"] and len(g.hand(0)) == 6
    next_turn(g, 0)
    assert g.in_play(0) == ["caravan"] and len(g.hand(0)) == 6
    g.cleanup(0)
    assert "caravan" in g.discard(0) and g.zone(0, Zone.SET_ASIDE) == ["prince"]
    g.start_turn(0)
    assert g.in_play(0) == []
    d.assert_done()


def test_2014_prince_may_stay_in_play() -> None:
    """Prince (2014 printing): setting it aside is optional; if you do not, it sets nothing aside."""
    g, d = scenario([P(hand=["prince", "smithy"]), P()], ["no"], supply={"prince": 10, "smithy": 10},
                    versions={"prince": "1e"})
    g.play(0, "prince")
    assert g.in_play(0) == ["prince"] and g.hand(0) == ["smithy"] and g.zone(0, Zone.SET_ASIDE) == []
    d.assert_done()


def test_2014_throne_room_prince_sets_aside_only_one_card() -> None:
    """Prince (2014 printing): played twice by Throne Room, the second play cannot set Prince aside (it is no longer in
    play), so no second card is set aside."""
    g, d = scenario([P(hand=["throne-room", "prince", "smithy", "village"]), P()],
                    ["play:prince", "yes", "set-aside:smithy"],
                    supply={"prince": 10, "smithy": 10, "village": 10}, versions={"prince": "1e"})
    g.play(0, "throne-room")
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["prince", "smithy"] and g.hand(0) == ["village"]
    d.assert_done()


def test_prince_2022_plays_the_card_each_turn_leaving_it_set_aside() -> None:
    """Prince (2022 revision): set aside on it a non-Duration non-Command Action costing up to $4; at the start
    of each of your turns that card is played where it lies, without an Action; Prince stays in play."""
    g, d = scenario([P(hand=["prince", "smithy", "caravan", "laboratory"], deck=["copper"] * 30), P()],
                    ["set-aside:smithy"], supply={"prince": 10, "smithy": 10, "caravan": 10, "laboratory": 10})
    offered = _offers(g)
    g.play(0, "prince")
    assert sorted(offered[0]) == ["set-aside:smithy"]  # a Duration (Caravan) and a $5 card (Laboratory) cannot go
    for _ in range(2):
        next_turn(g, 0)
        assert g.in_play(0) == ["prince"] and g.zone(0, Zone.SET_ASIDE) == ["smithy"]
        assert len(g.hand(0)) == 8 and g.turn.actions == 1
    d.assert_done()


def test_prince_2022_mining_village_stays_aside_and_gives_no_coins() -> None:
    """Prince (2022 FAQ): the set-aside card never moves: a Mining Village cannot trash itself, so its +$2 is not
    had; it is played again next turn."""
    g, d = scenario([P(hand=["prince", "mining-village"], deck=["copper"] * 30), P()],
                    ["set-aside:mining-village"], supply={"prince": 10, "mining-village": 10})
    g.play(0, "prince")
    next_turn(g, 0)
    assert g.trash_ids() == [] and g.turn.coins == 0 and g.turn.actions == 3
    assert g.zone(0, Zone.SET_ASIDE) == ["mining-village"]
    next_turn(g, 0)
    assert g.turn.actions == 3 and g.zone(0, Zone.SET_ASIDE) == ["mining-village"]


def test_prince_2022_with_nothing_set_aside_is_discarded() -> None:
    """Prince (2022 FAQ): setting a card aside is optional; without one Prince is discarded in Clean-up."""
    g, d = scenario([P(hand=["prince", "smithy"], deck=["copper"] * 10), P()], [[]],
                    supply={"prince": 10, "smithy": 10})
    g.play(0, "prince")
    g.cleanup(0)
    assert g.in_play(0) == [] and "prince" in g.discard(0) and g.zone(0, Zone.SET_ASIDE) == []
    d.assert_done()


def test_prince_2022_twice_by_throne_room_sets_aside_two_cards() -> None:
    """Prince (2022 FAQ): played twice by Throne Room it may set aside two cards, both played at the start of
    each of your turns; Throne Room stays in play with Prince."""
    g, d = scenario([P(hand=["throne-room", "prince", "smithy", "village"], deck=["copper"] * 30), P()],
                    ["play:prince", "set-aside:smithy", "set-aside:village"],
                    supply={"prince": 10, "smithy": 10, "village": 10})
    g.play(0, "throne-room")
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["smithy", "village"]
    next_turn(g, 0)
    assert sorted(g.in_play(0)) == ["prince", "throne-room"] and len(g.hand(0)) == 9 and g.turn.actions == 3
    d.assert_done()


def test_captain_plays_a_supply_card_now_and_next_turn() -> None:
    """Captain: now and at the start of your next turn, play a non-Duration non-Command Action from the
    Supply costing up to $4, leaving it there."""
    g, d = scenario([P(hand=["captain"], deck=["copper"] * 20), P()], ["play:smithy", "play:village"],
                    supply={"captain": 10, "smithy": 10, "village": 10, "laboratory": 10, "caravan": 10,
                            "band-of-misfits": 10})
    offered = _offers(g)
    g.play(0, "captain")
    assert sorted(offered[0]) == ["play:smithy", "play:village"]
    assert len(g.hand(0)) == 3 and g.pile_count("smithy") == 10 and g.in_play(0) == ["captain"]
    next_turn(g, 0)
    assert len(g.hand(0)) == 6 and g.turn.actions == 3 and g.pile_count("village") == 10
    assert g.in_play(0) == ["captain"]
    g.cleanup(0)
    assert "captain" in g.discard(0)
    d.assert_done()


def test_captain_workshop_can_gain_itself() -> None:
    """Captain: a card played from the Supply can move itself; Workshop played this way may gain itself."""
    g, d = scenario([P(hand=["captain"]), P()], ["gain:workshop"],
                    supply={"captain": 10, "workshop": 10})
    g.play(0, "captain")
    assert g.discard(0) == ["workshop"] and g.pile_count("workshop") == 9
    d.assert_done()


def test_captain_card_is_not_in_play() -> None:
    """Captain: the played card stays in the Supply, so Mining Village cannot trash itself for +$2."""
    g, d = scenario([P(hand=["captain"]), P()], [],
                    supply={"captain": 10, "mining-village": 10})
    g.play(0, "captain")
    assert g.trash_ids() == [] and g.pile_count("mining-village") == 10 and g.turn.coins == 0
    d.assert_done()


# -- FAQ rulings ---------------------------------------------------------------------------------------------------
def test_walled_village_counts_a_duration_from_an_earlier_turn() -> None:
    """Walled Village FAQ: Action cards still in play from previous turns (Durations) are counted: with a Caravan
    from last turn and a Village, Walled Village cannot go onto the deck."""
    g, d = scenario([P(hand=["caravan"], deck=["copper"] * 20 + ["walled-village", "village", "copper"]), P()], [],
                    supply={"walled-village": 10, "caravan": 10, "village": 10})
    g.play(0, "caravan")
    next_turn(g, 0)
    assert g.in_play(0) == ["caravan"]
    g.turn.actions = 2
    g.play(0, "walled-village")
    g.play(0, "village")
    g.cleanup(0)
    assert "walled-village" in g.discard(0) and "walled-village" not in g.hand(0)
    d.assert_done()


def test_two_walled_villages_alone_may_both_go_onto_the_deck() -> None:
    """Walled Village FAQ: if the only cards you have in play are two Walled Villages, you may put either or both
    of them on top of your deck."""
    g, d = scenario([P(hand=["walled-village", "walled-village"], deck=["copper"] * 8), P()],
                    ["topdeck:walled-village", "topdeck:walled-village"], supply={"walled-village": 10})
    g.play(0, "walled-village")
    g.play(0, "walled-village")
    g.cleanup(0)
    assert g.hand(0).count("walled-village") == 2 and g.discard(0).count("walled-village") == 0
    d.assert_done()


def test_walled_village_ignores_an_action_that_left_play() -> None:
    """Walled Village FAQ: Action cards played this turn that are no longer in play (a Feast, trashed) are not
    counted: Walled Village, Feast and Village played, Walled Village may still go onto the deck."""
    g, d = scenario([P(hand=["walled-village", "feast", "village"], deck=["copper"] * 8), P()],
                    ["gain:duchy", "topdeck:walled-village"], supply={"walled-village": 10, "feast": 10,
                                                                      "village": 10})
    g.play(0, "walled-village")
    g.play(0, "feast")
    g.play(0, "village")
    g.cleanup(0)
    assert "walled-village" in g.hand(0) and g.trash_ids() == ["feast"]
    d.assert_done()


def test_marchland_gained_on_another_turn_gives_the_turn_player_nothing() -> None:
    """Marchland: its +1 Buy and +$1 per discarded card are the gainer's; gained on another player's turn (a
    Governor's remodel, trashing a Smithy for a Marchland) they give the turn player no Buy and no coins."""
    g, d = scenario([P(hand=["governor"]), P(hand=["smithy", "estate"])],
                    ["mode:remodel", "trash:smithy", "gain:marchland", ["discard:estate"]],
                    supply={"marchland": 8, "smithy": 10})
    g.play(0, "governor")
    assert gained(g) == [(1, "marchland", "supply", "discard")]
    assert (g.turn.buys, g.turn.coins) == (1, 0) and g.hand(1) == [] and g.discard(1) == ["marchland", "estate"]
    d.assert_done()


def test_marchland_counts_itself_and_rounds_down() -> None:
    """Marchland FAQ: it counts itself, rounding down: with 11 Victory cards each Marchland is worth 3 VP."""
    g, _ = scenario([P(deck=["marchland"] * 2 + ["estate"] * 9), P()], supply={"marchland": 6})
    assert g.score(0) == 2 * 3 + 9


def test_marchland_any_number_includes_zero() -> None:
    """Marchland FAQ: "any number" includes zero: discarding nothing still gives +1 Buy."""
    g, d = scenario([P(hand=["estate"]), P()], [[]], supply={"marchland": 8})
    g.gain(0, "marchland")
    assert (g.turn.buys, g.turn.coins) == (2, 0) and g.hand(0) == ["estate"]
    d.assert_done()


def test_black_market_may_buy_a_card_costing_debt() -> None:
    """Black Market: a revealed card with Debt in its cost (Engineer, 4 Debt) may be bought by a player with no
    Debt, who takes its Debt as for any purchase."""
    g, d = scenario([P(hand=["black-market"]), P()], ["buy:engineer", "bottom:witch"],
                    black_market=["mine", "witch", "engineer"], coins=0, buys=1)
    g.play(0, "black-market")
    assert gained(g) == [(0, "engineer", "black-market", "discard")]
    assert g.players[0].debt == 4 and (g.turn.coins, g.turn.buys) == (2, 1)
    d.assert_done()


def test_black_market_empty_deck_still_gives_two_coins() -> None:
    """Black Market FAQ: if the Black Market deck is empty, you cannot buy a card but you still get +$2."""
    g, d = scenario([P(hand=["black-market"]), P()], [], black_market=[], coins=0)
    g.play(0, "black-market")
    assert g.turn.coins == 2 and gained(g) == []
    d.assert_done()


def test_dismantle_potion_or_debt_only_costs_are_not_one_coin_or_more() -> None:
    """Dismantle FAQ: cards that cost only a Potion (Transmute) or only Debt (Engineer) do not cost $1 or more:
    trashing one gains nothing."""
    for card in ("transmute", "engineer"):
        g, d = scenario([P(hand=["dismantle", card]), P()], [], supply={card: 10, "potion": 16})
        g.play(0, "dismantle")
        assert g.trash_ids() == [card] and gained(g) == []
        d.assert_done()


def test_dismantle_without_gold_still_gains_the_cheaper_card() -> None:
    """Dismantle FAQ: if there aren't any Golds left in the Supply, you still gain the cheaper card; trashing is
    not optional."""
    g, d = scenario([P(hand=["dismantle", "silver"]), P()], ["gain:estate"], supply={"gold": 0})
    g.play(0, "dismantle")
    assert g.trash_ids() == ["silver"] and gained(g) == [(0, "estate", "supply", "discard")]
    d.assert_done()


def test_envoy_with_too_few_cards_still_discards_one() -> None:
    """Envoy FAQ: with fewer than 5 cards even after shuffling, reveal as many as you can; the player to your left
    still chooses one for you to discard."""
    g, d = scenario([P(hand=["envoy"], deck=["copper"], discard=["silver", "gold"]), P()], ["discard:gold"])
    g.play(0, "envoy")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.discard(0) == ["gold"] and g.deck(0) == []
    d.assert_done()


def test_church_setting_aside_nothing_still_lets_you_trash() -> None:
    """Church FAQ: no matter how many cards you set aside (none here), you may trash a card at the start of your
    next turn, and Church is discarded at the end of that turn."""
    g, d = scenario([P(hand=["church", "estate"], deck=["copper"] * 10), P()], [[], "trash:copper"])
    g.play(0, "church")
    next_turn(g, 0)
    assert g.trash_ids() == ["copper"] and g.in_play(0) == ["church"]
    g.cleanup(0)
    assert "church" in g.discard(0)
    d.assert_done()


def test_church_twice_gives_two_batches_each_then_a_trash() -> None:
    """Church FAQ: one Church played twice (Throne Room) sets aside two batches; next turn you put one batch into
    your hand, then trash, then the next batch, then trash."""
    g, d = scenario([P(hand=["throne-room", "church", "gold", "estate"], deck=["copper"] * 10), P()],
                    ["play:church", ["set-aside:gold"], ["set-aside:estate"], "trash:copper", "trash:estate"])
    g.play(0, "throne-room")
    assert g.hand(0) == [] and sorted(g.zone(0, Zone.SET_ASIDE)) == ["estate", "gold"]
    next_turn(g, 0)
    assert sorted(g.trash_ids()) == ["copper", "estate"] and sorted(g.hand(0)) == ["copper"] * 4 + ["gold"]
    d.assert_done()


def test_captain_with_nothing_to_play_still_stays_for_next_turn() -> None:
    """Captain FAQ: if there are no non-Duration Action cards costing up to $4 in the Supply the turn you play it,
    Captain still stays in play and tries to play a card at the start of your next turn."""
    g, d = scenario([P(hand=["captain"], deck=["copper"] * 10), P(hand=["smithy"])], [],
                    supply={"captain": 10, "smithy": 0, "laboratory": 10})
    g.play(0, "captain")
    assert g.in_play(0) == ["captain"] and g.hand(0) == []
    g.cleanup(0)
    assert g.in_play(0) == ["captain"]
    # a Smithy comes back to its pile before the next turn (returned from player 1's hand)
    assert g.return_to_pile(1, g.find(1, "smithy"), g.zones.code(1, HAND))
    g.start_turn(0)
    assert len(g.hand(0)) == 8 and g.pile_count("smithy") == 1 and g.in_play(0) == ["captain"]
    d.assert_done()


def test_captain_stays_another_turn_with_a_duration_its_supply_throne_room_played_twice() -> None:
    """Captain: at the start of the next turn it plays a Throne Room from the Supply, which plays a Caravan from
    the hand twice; Captain stays in play with the Caravan for one more turn, as the Throne Room would have
    (Duration rule; Band of Misfits' 2020 FAQ for cards played from the Supply)."""
    g, d = scenario([P(hand=["captain"], deck=["copper"] * 10 + ["caravan"] + ["copper"] * 5), P()],
                    ["play:village", "play:throne-room", "play:caravan"],
                    supply={"captain": 10, "village": 10, "throne-room": 10, "caravan": 10})
    g.play(0, "captain")
    next_turn(g, 0)
    assert g.pile_count("throne-room") == 10 and "caravan" in g.in_play(0)
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["captain", "caravan"]
    d.assert_done()


def test_black_market_offers_a_card_payable_with_treasures_whose_value_comes_from_playing_them() -> None:
    """Black Market FAQ: Treasures from your hand may be played to pay for the bought card, so a card is offered
    when the Treasures in hand could pay for it: two Fool's Golds ($1, then $4) and Black Market's $2 buy a Witch."""
    g, d = scenario([P(hand=["black-market", "fools-gold", "fools-gold"]), P()],
                    ["buy:witch", "bottom:mine"],
                    black_market=["mine", "nomad-camp", "witch"], coins=0, supply={"fools-gold": 8})
    g.play(0, "black-market")
    assert gained(g) == [(0, "witch", "black-market", "discard")]
    assert g.in_play(0) == ["black-market", "fools-gold", "fools-gold"] and g.turn.coins == 2
    d.assert_done()
