"""Gain pipeline rules: replacements, destinations, when-gain ordering, ownership without gaining."""

from __future__ import annotations

from generator.engine import (
    Exchanged,
    GainReplaced,
    Game,
    Passed,
    PlayerLayout,
    ScriptedDecider,
    SetAside,
    TokenChanged,
)
from tests.engine.helpers import gained, scenario


def test_border_village_gains_a_cheaper_card() -> None:
    """Buying Border Village triggers its own on-gain: gain a cheaper card."""
    g, d = scenario([PlayerLayout(), PlayerLayout()], ["gain:duchy"], supply={"border-village": 10}, coins=6)
    g.buy(0, "border-village")
    assert g.discard(0) == ["border-village", "duchy"]
    assert gained(g) == [(0, "border-village", "supply", "discard"), (0, "duchy", "supply", "discard")]
    d.assert_done()


def test_trader_1e_replaces_gain_and_border_village_never_triggers() -> None:
    """1st-edition Trader: the Silver is gained instead; Border Village is not gained and its on-gain never fires."""
    g, d = scenario([PlayerLayout(hand=["trader"]), PlayerLayout()], ["reveal:trader"],
                    supply={"border-village": 10}, versions={"trader": "1e"}, coins=6)
    g.buy(0, "border-village")
    assert g.discard(0) == ["silver"]
    assert g.pile_count("border-village") == 10 and g.pile_count("silver") == 39
    assert gained(g) == [(0, "silver", "supply", "discard")]
    assert [e for e in g.events if isinstance(e, GainReplaced)] == [
        GainReplaced(0, "border-village", "trader", 0, "silver")]
    d.assert_done()


def test_trader_2e_exchanges_after_gain_and_border_village_still_triggers() -> None:
    """2nd-edition Trader: Border Village is gained, exchanged for a Silver, and its on-gain still resolves."""
    g, d = scenario([PlayerLayout(hand=["trader"]), PlayerLayout()],
                    ["reveal:trader", "gain:estate", "done"], supply={"border-village": 10}, coins=6)
    g.buy(0, "border-village")
    assert g.discard(0) == ["silver", "estate"]
    assert g.pile_count("border-village") == 10 and g.pile_count("silver") == 39
    assert gained(g) == [(0, "border-village", "supply", "discard"), (0, "estate", "supply", "discard")]
    ex = [e for e in g.events if isinstance(e, Exchanged)]
    assert [(e.card_out, e.card_in, e.zone) for e in ex] == [("border-village", "silver", "discard")]
    d.assert_done()


def test_trader_2e_declined_keeps_the_card() -> None:
    """Declining the Trader reaction keeps the gained Gold."""
    g, d = scenario([PlayerLayout(hand=["trader"]), PlayerLayout()], ["done"], coins=6)
    g.buy(0, "gold")
    assert g.discard(0) == ["gold"] and g.hand(0) == ["trader"]
    d.assert_done()


def test_trader_play_gains_silver_per_coin() -> None:
    """Trader trashes an Estate ($2) and gains two Silvers."""
    g, d = scenario([PlayerLayout(hand=["trader", "estate", "copper"]), PlayerLayout()], ["trash:estate"])
    g.play(0, "trader")
    assert g.trash_ids() == ["estate"] and g.discard(0) == ["silver", "silver"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_duplicate_called_on_gain() -> None:
    """Duplicate on the Tavern mat is called when a Silver is gained and gains a copy."""
    g, d = scenario([PlayerLayout(tavern=["duplicate"]), PlayerLayout()], ["call:duplicate"], coins=3)
    g.buy(0, "silver")
    assert g.discard(0) == ["silver", "silver"] and g.in_play(0) == ["duplicate"]
    assert g.zone(0, __import__("generator.engine").engine.Zone.TAVERN) == []
    d.assert_done()


def test_duplicate_not_offered_above_six() -> None:
    """Duplicate does not trigger for a Province ($8)."""
    g, d = scenario([PlayerLayout(tavern=["duplicate"]), PlayerLayout()], [], coins=8)
    g.buy(0, "province")
    assert g.discard(0) == ["province"]
    d.assert_done()


def test_masquerade_passes_without_gaining() -> None:
    """Masquerade passes cards (Passed events, no Gained) and then may trash."""
    g, d = scenario([PlayerLayout(hand=["masquerade", "estate"], deck=["copper", "gold"]),
                     PlayerLayout(hand=["curse", "copper"])],
                    ["pass:estate", "pass:curse", "trash:curse"])
    g.play(0, "masquerade")
    assert g.hand(0) == ["gold", "copper"] and g.hand(1) == ["copper", "estate"]
    assert g.trash_ids() == ["curse"] and gained(g) == []
    assert [(e.from_player, e.to_player, e.card) for e in g.events if isinstance(e, Passed)] == [
        (0, 1, "estate"), (1, 0, "curse")]
    d.assert_done()


def test_changeling_rule_exchanges_gained_card() -> None:
    """With Changeling in the Supply, a gained Gold may be exchanged for a Changeling (not gained)."""
    g, d = scenario([PlayerLayout(), PlayerLayout()], ["exchange:changeling"], supply={"changeling": 10}, coins=6)
    g.buy(0, "gold")
    assert g.discard(0) == ["changeling"]
    assert (g.pile_count("gold"), g.pile_count("changeling")) == (30, 9)
    assert gained(g) == [(0, "gold", "supply", "discard")]
    d.assert_done()


def test_changeling_play_gains_copy_of_card_in_play() -> None:
    """Changeling trashes itself and gains a copy of a card in play."""
    g, d = scenario([PlayerLayout(hand=["changeling"], in_play=["gold"]), PlayerLayout()], ["done"],
                    supply={"changeling": 9})
    g.play(0, "changeling")
    assert g.trash_ids() == ["changeling"] and g.discard(0) == ["gold"] and g.in_play(0) == ["gold"]
    d.assert_done()


def test_camel_train_exiles_without_gaining_and_exile_discards_on_gain() -> None:
    """Camel Train exiles from the Supply; gaining a copy later may discard the exiled ones."""
    g, d = scenario([PlayerLayout(hand=["camel-train"]), PlayerLayout()], ["exile:gold", "discard-exiled:gold"],
                    supply={"camel-train": 10}, coins=6)
    g.play(0, "camel-train")
    assert g.zone(0, __import__("generator.engine").engine.Zone.EXILE) == ["gold"] and gained(g) == []
    g.buy(0, "gold")
    assert g.discard(0) == ["gold", "gold"]
    d.assert_done()


def test_camel_train_on_gain_exiles_gold() -> None:
    """Gaining Camel Train exiles a Gold from the Supply."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"camel-train": 10})
    g.gain(0, "camel-train")
    assert g.discard(0) == ["camel-train"] and g.pile_count("gold") == 29
    assert g.zone(0, __import__("generator.engine").engine.Zone.EXILE) == ["gold"]


def test_peasant_exchanged_for_soldier_when_discarded_from_play() -> None:
    """Peasant discarded from play may be exchanged for a Soldier (not a gain)."""
    g, d = scenario([PlayerLayout(in_play=["peasant"], deck=["copper"] * 5), PlayerLayout()],
                    ["exchange:soldier"], supply={"peasant": 9},
                    non_supply={"soldier": 5, "fugitive": 5, "disciple": 5, "teacher": 5})
    g.cleanup(0)
    assert g.discard(0) == ["soldier"] and g.hand(0) == ["copper"] * 5
    assert (g.pile_count("peasant"), g.pile_count("soldier")) == (10, 4) and gained(g) == []
    d.assert_done()


def test_the_player_orders_the_travellers_exchanges_in_clean_up() -> None:
    """Adventures rules: abilities on discarding cards from play happen in the order their player picks; with the
    Soldier pile empty, Soldier exchanged for a Fugitive first puts a Soldier back, for the Peasant played before it;
    in the order of play, the Peasant finds no Soldier and only the Soldier is exchanged."""
    def game(answers: list[str]) -> tuple[list[str], list[str]]:
        g, d = scenario([PlayerLayout(in_play=["peasant", "soldier"], deck=["copper"] * 5), PlayerLayout()], answers,
                        supply={"peasant": 9}, non_supply={"soldier": 0, "fugitive": 5, "disciple": 5, "teacher": 5})
        g.cleanup(0)
        d.assert_done()
        return sorted(g.discard(0)), [c for _p, c, _s, _d in gained(g)]
    assert game(["first:soldier", "exchange:fugitive", "exchange:soldier"]) == (["fugitive", "soldier"], [])
    assert game(["first:peasant", "exchange:fugitive"]) == (["fugitive", "peasant"], [])

def test_vampire_hex_gain_and_exchange_for_bat() -> None:
    """Vampire: others receive Locusts, you gain a card up to $5, Vampire is exchanged for a Bat."""
    g, d = scenario([PlayerLayout(hand=["vampire"]), PlayerLayout(deck=["estate", "copper"])], ["gain:duchy"],
                    supply={"vampire": 9}, non_supply={"bat": 10}, hexes=["locusts"])
    g.play(0, "vampire")
    assert g.trash_ids() == ["copper"] and g.discard(1) == ["curse"]
    assert g.in_play(0) == [] and sorted(g.discard(0)) == ["bat", "duchy"]
    assert (g.pile_count("vampire"), g.pile_count("bat")) == (10, 9)
    d.assert_done()


def test_bat_exchanged_for_vampire_goes_to_the_discard_pile() -> None:
    """Exchange rule (Nocturne): the card taken in an exchange goes to the discard pile, so the Vampire
    that replaces a Bat in play is not in play."""
    g, d = scenario([PlayerLayout(hand=["bat", "estate"]), PlayerLayout()], ["trash:estate"],
                    supply={"vampire": 9}, non_supply={"bat": 9}, hexes=["locusts"])
    g.play(0, "bat")
    assert g.in_play(0) == [] and g.discard(0) == ["vampire"] and g.trash_ids() == ["estate"]
    assert (g.pile_count("vampire"), g.pile_count("bat")) == (8, 10)
    d.assert_done()


def test_changeling_exchange_puts_changeling_in_discard_even_for_a_card_gained_to_hand() -> None:
    """Changeling FAQ: the Changeling goes to the discard pile no matter where the gained card went (here
    Artisan gains a Duchy to the hand)."""
    g, d = scenario([PlayerLayout(hand=["artisan", "estate"]), PlayerLayout()],
                    ["gain:duchy", "exchange:changeling"],
                    supply={"changeling": 10, "artisan": 9}, coins=0)
    g.play(0, "artisan")
    assert g.hand(0) == [] and g.discard(0) == ["changeling"] and g.deck(0)[:1] == ["estate"]
    assert (g.pile_count("duchy"), g.pile_count("changeling")) == (8, 9)
    d.assert_done()


def test_trader_2e_silver_goes_to_discard_when_the_card_was_gained_to_hand() -> None:
    """Exchange rule: Trader (2nd edition) exchanges a card Artisan gained to the hand; the Silver is put into
    the discard pile, not into the hand."""
    g, d = scenario([PlayerLayout(hand=["artisan", "trader", "estate"]), PlayerLayout()],
                    ["gain:duchy", "reveal:trader", "topdeck:estate"], supply={"trader": 9, "artisan": 9})
    g.play(0, "artisan")
    assert sorted(g.hand(0)) == ["trader"] and g.discard(0) == ["silver"]
    assert g.pile_count("duchy") == 8 and g.pile_count("silver") == 39
    d.assert_done()


def test_inheritance_current_sets_aside_and_estates_play_it() -> None:
    """Inheritance (current) sets aside Nomad Camp without gaining; an Estate then plays it, leaving it there."""
    g, d = scenario([PlayerLayout(hand=["estate"]), PlayerLayout()], ["inherit:nomad-camp"],
                    supply={"nomad-camp": 10, "lurker": 10}, events=["inheritance"], coins=7)
    g.buy(0, "inheritance")
    assert gained(g) == [] and g.zone(0, __import__("generator.engine").engine.Zone.SET_ASIDE) == ["nomad-camp"]
    assert [e.reason for e in g.events if isinstance(e, SetAside)] == ["inheritance"]
    g.turn.buys = 1
    g.play(0, "estate")
    assert (g.turn.coins, g.turn.buys) == (2, 2) and g.in_play(0) == ["estate"]
    assert g.zone(0, __import__("generator.engine").engine.Zone.SET_ASIDE) == ["nomad-camp"]
    d.assert_done()


def test_inheritance_current_makes_every_estate_a_command_action_on_your_turns() -> None:
    """Inheritance (current text): during your turns every Estate, another player's too, is also a Command Action
    card (so cards that play only non-Command Actions cannot play one); on other players' turns it is not."""
    g, d = scenario([PlayerLayout(hand=["estate"]), PlayerLayout(hand=["estate"])], ["inherit:lurker"],
                    supply={"nomad-camp": 10, "lurker": 10}, events=["inheritance"], coins=7)
    g.buy(0, "inheritance")
    mine, theirs = g.zones.hands[0][0], g.zones.hands[1][0]
    assert {"action", "command"} <= g.types_of(mine) and {"action", "command"} <= g.types_of(theirs)
    g.turn.player = 1
    assert "command" not in g.types_of(mine) and "action" not in g.types_of(theirs)
    d.assert_done()


def test_inheritance_pre_errata_refuses_victory_and_estates_gain_types() -> None:
    """Pre-errata Inheritance: Estates gain the Action type of the inherited card (and only yours)."""
    g, d = scenario([PlayerLayout(hand=["estate"]), PlayerLayout(hand=["estate"])], ["inherit:lurker"],
                    supply={"nomad-camp": 10, "lurker": 10}, events=["inheritance"], versions={"inheritance": "1e"},
                    coins=7)
    g.buy(0, "inheritance")
    assert "action" in g.types_of(g.zones.hands[0][0]) and "action" not in g.types_of(g.zones.hands[1][0])
    d.assert_done()


def test_possession_returns_the_trashed_cards_after_the_new_hand_is_drawn() -> None:
    """Possession FAQ: cards the possessed player would trash are set aside and go to their discard pile at the
    end of the turn, after Clean-up, so they cannot be shuffled into the hand drawn in that Clean-up."""
    g, d = scenario([PlayerLayout(hand=["possession", "copper"], deck=["copper"] * 5),
                     PlayerLayout(hand=["chapel", "estate", "estate", "copper", "copper"], deck=["silver"])],
                    ["play:possession", "done", "play:chapel", ["trash:estate", "trash:estate"], "done"],
                    supply={"possession": 9, "potion": 16, "chapel": 9})
    g.take_turn()
    g.take_turn()
    assert g.trash_ids() == [] and sorted(g.discard(1)) == ["estate", "estate"]
    assert "estate" not in g.hand(1) and sorted(g.hand(1)) == ["chapel", "copper", "copper", "silver"]
    d.assert_done()


def test_possession_redirects_gains_to_possessor() -> None:
    """During a possessed turn, the possessed player's buys are gained by the possessor instead."""
    g, d = scenario([PlayerLayout(hand=["possession", "copper"], deck=["copper"] * 5),
                     PlayerLayout(hand=["gold", "gold", "gold"], deck=["copper"] * 10)],
                    ["play:possession", "done", "buy:gold"], supply={"possession": 9, "potion": 16})
    g.take_turn()
    assert g.turn.player == 1 and g.turn.possessor == 0
    g.take_turn()
    assert g.discard(0)[-1] == "gold" and "gold" not in g.discard(1)[5:] and g.discard(1).count("gold") == 3
    assert [e for e in g.events if isinstance(e, GainReplaced)] == [GainReplaced(1, "gold", "possession", 0, "gold")]
    assert g.turn.player == 1 and g.turn.possessor is None
    d.assert_done()


def _possessed_turn(hand: list[str], answers: list[str | list[str]], **supply: int) -> tuple[Game, ScriptedDecider]:
    """Player 0 plays Possession; the returned game is at the end of player 1's possessed turn."""
    g, d = scenario([PlayerLayout(hand=["possession", "copper"], deck=["copper"] * 5),
                     PlayerLayout(hand=hand, deck=["copper"] * 10)],
                    ["play:possession", "done", *answers],
                    supply={"possession": 9, "potion": 16, **{k.replace("_", "-"): v for k, v in supply.items()}})
    g.take_turn()
    assert g.turn.player == 1 and g.turn.possessor == 0
    g.take_turn()
    return g, d


def test_possession_gives_the_possessor_the_coffers_the_possessed_player_would_get() -> None:
    """Possession FAQ: every token the possessed player would get in that turn (here Candlestick Maker's Coffers)
    goes to the possessing player."""
    g, d = _possessed_turn(["candlestick-maker", "estate"], ["play:candlestick-maker", "done"], candlestick_maker=9)
    assert (g.players[0].coffers, g.players[1].coffers) == (1, 0)
    assert [(e.player, e.token, e.value) for e in g.events if isinstance(e, TokenChanged)] == [(0, "coffers", "1")]
    d.assert_done()


def test_possession_gives_the_possessor_the_victory_tokens_and_villagers() -> None:
    """Possession FAQ: victory point tokens (Monument) and Villagers (Acting Troupe) the possessed player would
    get go to the possessing player, so the possessed player has none to spend; the trashed Acting Troupe returns
    to its owner's discard pile."""
    g, d = _possessed_turn(["village", "acting-troupe", "monument"],
                           ["play:village", "play:acting-troupe", "play:monument", "done"],
                           village=9, acting_troupe=9, monument=9)
    assert (g.players[0].vp_tokens, g.players[1].vp_tokens) == (1, 0)
    assert (g.players[0].villagers, g.players[1].villagers) == (4, 0)
    assert "acting-troupe" in g.discard(1) and g.trash_ids() == []
    d.assert_done()


def test_possession_makes_the_possessor_take_the_debt_of_a_purchase() -> None:
    """Possession (errata): debt the possessed player would take goes to the possessing player, like the card
    bought for it; the possessed player may go on buying."""
    g, d = _possessed_turn(["festival", "copper", "copper"], ["play:festival", "buy:engineer", "buy:silver"],
                           festival=9, engineer=9)
    assert (g.players[0].debt, g.players[1].debt) == (4, 0)
    assert g.discard(0)[-2:] == ["engineer", "silver"] and "engineer" not in g.discard(1)
    d.assert_done()


def test_huge_turnip_under_possession_counts_the_possessed_players_own_coffers() -> None:
    """Possession FAQ: Huge Turnip's +2 Coffers go to the possessing player; its +$1 per Coffers counts the
    Coffers of the player whose turn it is ("you" on their cards), who keeps theirs."""
    g, d = scenario([PlayerLayout(hand=["possession", "copper"], deck=["copper"] * 5),
                     PlayerLayout(hand=["huge-turnip", "estate"], deck=["copper"] * 10)],
                    ["play:possession", "done", "coffers:0", "buy:silver"],
                    supply={"possession": 9, "potion": 16, "huge-turnip": 9})
    g.players[1].coffers = 3
    g.take_turn()
    g.take_turn()
    assert (g.players[0].coffers, g.players[1].coffers) == (2, 3)
    buy = next(x for x in d.asked if x.kind == "buy" and x.player == 1)
    assert "buy:silver" in buy.ids() and "buy:duchy" not in buy.ids()  # $3 from the possessed player's 3 Coffers
    assert g.discard(0)[-1] == "silver"
    d.assert_done()


def test_outside_a_possessed_turn_tokens_go_to_the_player_who_gets_them() -> None:
    """Tokens are only redirected in a possessed turn: in a normal turn Candlestick Maker's Coffers are its
    player's own."""
    g, d = scenario([PlayerLayout(hand=["candlestick-maker"]), PlayerLayout()],
                    ["play:candlestick-maker", "coffers:0", "done"], supply={"candlestick-maker": 9})
    g.take_turn()
    assert (g.players[0].coffers, g.players[1].coffers) == (1, 0)
    d.assert_done()


def test_when_gain_abilities_go_player_by_player_from_the_turn_player() -> None:
    """Abilities of several players triggered by one gain resolve player by player in turn order, starting with
    the player whose turn it is: on player 0's turn, player 1 gaining a Province lets player 0's Fool's Gold react
    before player 1 discards the Province from Exile."""
    g, d = scenario([PlayerLayout(hand=["fools-gold"]), PlayerLayout(exile=["province"]), PlayerLayout()],
                    ["trash:fools-gold", "discard-exiled:province"], supply={"fools-gold": 10})
    g.gain(1, "province")
    assert [(x.kind, x.player) for x in d.asked] == [("when-other-gains", 0), ("when-gain", 1)]
    assert g.deck(0)[-1] == "gold" and g.discard(1) == ["province", "province"]
    d.assert_done()


def test_a_reaction_card_brought_into_the_hand_may_react_to_the_same_gain() -> None:
    """A Reaction card that comes into the hand while a gain's abilities resolve may still react to that gain
    (Mapmaker FAQ): Mapmaker, reacting to a Duchy gained, takes a Watchtower into the hand, which then puts the
    Duchy onto the deck."""
    g, d = scenario([PlayerLayout(hand=["mapmaker"], deck=["copper", "copper", "watchtower", "gold"]),
                     PlayerLayout()],
                    ["play:mapmaker", ["take:watchtower", "take:gold"], "reveal:watchtower", "watchtower:topdeck"],
                    supply={"watchtower": 10, "mapmaker": 10})
    g.gain(0, "duchy")
    assert g.deck(0) == ["duchy"] and sorted(g.hand(0)) == ["gold", "watchtower"]
    d.assert_done()
