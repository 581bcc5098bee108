"""Rules the core's mechanisms carry for every card: pile sizes, Events as buys, Reserve Clean-up,
the Black Market's purchase, choosing empty piles, Hexes, cost rules, computed VP, buy rules."""

from __future__ import annotations

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine import hooks as reg
from generator.engine.setup import basic_piles, pile_size
from generator.engine.triggers import Trigger
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


@pytest.mark.parametrize(("players", "copper", "silver", "curse", "province", "estate"), [
    (2, 46, 40, 10, 8, 8), (3, 39, 40, 20, 12, 12), (4, 32, 40, 30, 12, 12),
    (5, 85, 80, 40, 15, 12), (6, 78, 80, 50, 18, 12)])
def test_basic_pile_sizes_by_player_count(players: int, copper: int, silver: int, curse: int, province: int,
                                          estate: int) -> None:
    """Rulebook set-up: 60 Coppers (120 with 5-6 players) minus 7 per player, 10 Curses per other player,
    Provinces 8/12/12/15/18, 8 Victory cards with 2 players and 12 otherwise; a real game uses the same."""
    sizes = basic_piles(players)
    assert (sizes["copper"], sizes["silver"], sizes["curse"], sizes["province"], sizes["estate"]) == (
        copper, silver, curse, province, estate)
    g = Game.new(card_defs(), ["witch"], players, RandomDecider(0))
    assert [g.pile_count(p) for p in ("copper", "silver", "curse", "province", "estate")] == [
        copper, silver, curse, province, estate]


def test_potion_platinum_colony_sizes() -> None:
    """Alchemy: 16 Potions; Prosperity: 12 Platinums and 8 or 12 Colonies; only when the game uses them."""
    assert "potion" not in basic_piles(2) and "colony" not in basic_piles(2)
    assert basic_piles(3, colony=True, potion=True) | {} == {**basic_piles(3), "potion": 16, "platinum": 12,
                                                              "colony": 12}
    assert pile_size("colony", 2) == 8 and pile_size("nomad-camp", 4) == 10
    assert pile_size("nomad-camp", 3, victory=True) == 12


def test_checker_positions_use_the_setup_sizes() -> None:
    """A 5-player exact position gets the same 85 Coppers as a real 5-player game (one owner of sizes)."""
    from generator.checker.runner import default_piles
    from generator.checker.scenario import parse_scenario
    from generator.errors import Location
    from generator.kb.load import load_knowledge
    from generator.kb.yamlsrc import LDict
    data = LDict({"players": 5, "kingdom": ["witch"], "expect": [{"in_supply": {"card": "witch"}}]})
    data.path, data.line, data.key_lines = "t.yaml", 1, {}
    supply, _ = default_piles(load_knowledge(), parse_scenario("t", data, Location("t.yaml", 1)))
    assert supply["copper"] == 85 and supply["curse"] == 40 and supply["province"] == 15


def test_potion_pile_when_black_market_deck_has_a_potion_card() -> None:
    """Alchemy with Black Market: a Potion-cost card in the Black Market deck brings the Potion pile."""
    defs = card_defs()
    g = Game.new(defs, ["black-market"], 2, RandomDecider(0),
                 options=GameOptions(black_market=("possession", "witch", "mine")))
    assert g.black_market_ids() == ["possession", "witch", "mine"] and g.pile_count("potion") == 16
    plain = Game.new(defs, ["black-market"], 2, RandomDecider(0), options=GameOptions(black_market=("witch",)))
    assert "potion" not in plain.zones.piles


def test_black_market_uses_no_buy_and_treasures_from_hand_pay() -> None:
    """Black Market: the purchase is paid as usual, may use Treasures played from hand, uses up no Buy."""
    g, d = scenario([P(hand=["black-market", "silver", "copper"]), P()],
                    ["buy:witch", "play:silver", "bottom:nomad-camp"],
                    black_market=["mine", "nomad-camp", "witch"], coins=0, buys=1)
    g.play(0, "black-market")
    assert g.discard(0) == ["witch"] and gained(g) == [(0, "witch", "black-market", "discard")]
    # $2 from Black Market, Silver chosen first, then the Copper (the only Treasure left) pays the rest
    assert g.in_play(0) == ["black-market", "silver", "copper"] and g.hand(0) == []
    assert (g.turn.buys, g.turn.coins) == (1, 0)
    d.assert_done()


def test_buying_an_event_is_a_buy_for_messenger() -> None:
    """Adventures: buying an Event is buying; Messenger bought after an Event is not the first buy."""
    g, d = scenario([P(), P()], [], supply={"messenger": 10}, events=["inheritance"], coins=11, buys=2)
    g.buy(0, "inheritance")  # sets aside the only Action costing up to $4: a Messenger
    assert g.turn.purchases == 1 and g.pile_count("messenger") == 9
    g.buy(0, "messenger")
    assert (0, "silver", "supply", "discard") not in gained(g)
    assert g.discard(1) == []
    d.assert_done()


def test_duplicate_called_on_another_turn_is_discarded_in_that_cleanup() -> None:
    """Adventures: a Reserve called during another player's turn goes into play and is discarded in
    that turn's Clean-up."""
    g, d = scenario([P(hand=["witch"], deck=["copper"] * 7), P(tavern=["duplicate"])], ["call:duplicate"])
    g.play(0, "witch")
    assert g.in_play(1) == ["duplicate"] and g.discard(1) == ["curse", "curse"]
    g.cleanup(0)
    assert g.in_play(1) == [] and sorted(g.discard(1)) == ["curse", "curse", "duplicate"]
    d.assert_done()


def test_tournament_may_choose_an_empty_duchy_pile() -> None:
    """Tournament (FAQ): you may choose a Duchy even when none is left, and then gain nothing."""
    g, d = scenario([P(hand=["tournament", "province"]), P()], ["reveal:province", "gain:duchy"],
                    supply={"duchy": 0}, non_supply={"prizes": ["bag-of-gold"]})
    g.play(0, "tournament")
    assert gained(g) == [] and g.pile("prizes") == ["bag-of-gold"]
    d.assert_done()


def test_tournament_may_choose_a_prize_that_is_gone() -> None:
    """Tournament (FAQ): every Prize may be named even when it was already taken; then nothing is gained."""
    g, d = scenario([P(hand=["tournament", "province"]), P()], ["reveal:province", "gain:princess"],
                    non_supply={"prizes": ["bag-of-gold"]})
    g.play(0, "tournament")
    assert gained(g) == [] and g.pile_count("duchy") == 8
    d.assert_done()


def test_locusts_gainer_is_the_player_receiving_it() -> None:
    """Nocturne: a Hex affects the player who receives it; Vampire's victim trashes and gains, not the attacker."""
    g, d = scenario([P(hand=["vampire"]), P(deck=["estate"])], ["gain:silver"], hexes=["locusts"],
                    non_supply={"bat": 10}, phase="night")
    g.play(0, "vampire")
    assert (1, "curse", "supply", "discard") in gained(g)
    assert g.trash_ids() == ["estate"] and "curse" not in g.discard(0)
    d.assert_done()


def test_cost_rule_changes_a_cards_cost() -> None:
    """A card's own cost rule (Peddler-like) is applied by cost_of before the turn's cost changes."""
    reg.COST.add("witch", None, lambda g, cost: cost.plus(-g.turn.actions))
    try:
        g, _ = scenario([P(), P()], actions=3)
        assert g.cost_of("witch").coins == 2
        g.turn.cost_changes.append((None, -1))
        assert g.cost_of("witch").coins == 1 and g.cost_of("silver").coins == 2
    finally:
        del reg.COST.fns["witch"]


@pytest.mark.parametrize("reducer", ["bridge", "highway", "bridge-troll", "princess", "renown"])
def test_cost_reductions_of_cards_leave_events_and_projects_alone(reducer: str) -> None:
    """Events and Projects are not cards: "cards cost $1 less" (Bridge, Highway, Bridge Troll, Princess, Renown) lowers
    a Silver but not an Event (Seaway, $5) or a Project (Cathedral, $3)."""
    g, _ = scenario([P(hand=[reducer]), P()], events=["seaway"], landscapes=["cathedral"], actions=1)
    g.play(0, reducer)
    assert g.cost_of("silver").coins < 3
    assert g.cost_of("seaway").coins == 5 and g.cost_of("cathedral").coins == 3

def test_computed_victory_points_count_per_copy() -> None:
    """A card's computed VP (Gardens-like) is worked out for its owner and counted once per copy."""
    reg.SCORE.add("mine", None, lambda g, p: len(g.zones.decks[p]))
    try:
        g, _ = scenario([P(deck=["mine", "mine", "copper", "estate"]), P()])
        assert g.score(0) == 4 + 4 + 1
    finally:
        del reg.SCORE.fns["mine"]


def test_buy_rules_forbid_a_purchase() -> None:
    """A game rule in buy_rules (Contraband-like) makes a card unbuyable and drops it from the options."""
    g, _ = scenario([P(), P()], coins=5)
    g.buy_rules.append(lambda game, p, card: card != "silver")
    assert "silver" not in g.affordable() and "copper" in g.affordable()
    with pytest.raises(Exception, match="cannot buy 'silver' now"):
        g.buy(0, "silver")


def test_cleanup_draws_the_turns_hand_size() -> None:
    """Clean-up draws the turn's hand size: five, or fewer when an effect says so (Outpost: three)."""
    g, _ = scenario([P(deck=["copper"] * 8), P()])
    g.turn.next_hand = 3
    g.cleanup(0)
    assert len(g.hand(0)) == 3


def test_mats_count_for_score_and_hold_cards() -> None:
    """Cards on a player's Island mat are theirs and count at the end of the game."""
    g, _ = scenario([P(island_mat=["province", "estate"]), P()])
    assert g.zone(0, Zone.ISLAND) == ["province", "estate"] and g.score(0) == 7


def test_played_listener_sees_every_play() -> None:
    """Champion: while in play, each Action its owner plays gives +1 Action (not Champion itself)."""
    g, d = scenario([P(hand=["champion", "nomad-camp"]), P()], non_supply={"champion": 5})
    g.play(0, "champion")
    assert g.turn.actions == 1
    g.play(0, "nomad-camp")
    assert g.turn.actions == 1 and g.protected(0)
    d.assert_done()



def test_on_discard_runs_when_discarded_outside_cleanup() -> None:
    """A when-discarded ability (Tunnel-like) runs when the card is discarded from hand, not in Clean-up."""
    seen: list[int] = []
    reg.DISCARD.add("estate", None, lambda g, p, uid: seen.append(p))
    try:
        g, _ = scenario([P(hand=["estate", "estate"], deck=["copper"] * 5), P()])
        g.discard_card(0, g.zones.hands[0][0])
        assert seen == [0]
        g.cleanup(0)
        assert seen == [0] and g.discard(0) == ["estate", "estate"]
    finally:
        del reg.DISCARD.fns["estate"]


def _tide_pools_and_wharf(first: str) -> Game:
    """Tide Pools and Wharf played, Clean-up drawn five Coppers, two Estates on top of the deck; the next turn
    starts with ``first`` chosen to do its work first (the discards answered as Coppers when there are no Estates)."""
    discards = ["discard:estate", "discard:estate"] if first == "wharf" else ["discard:copper", "discard:copper"]
    g, d = scenario([P(hand=["tide-pools", "wharf"], deck=["estate", "estate"] + ["copper"] * 5 + ["copper"] * 5),
                     P()], [f"start:{first}", discards], supply={"tide-pools": 10, "wharf": 10}, actions=2)
    g.play(0, "tide-pools")
    g.play(0, "wharf")
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 and [g.zones.card_of[u] for u in g.zones.decks[0][-2:]] == ["estate"] * 2
    g.start_turn(0)
    d.assert_done()
    return g


def test_the_player_orders_the_start_of_turn_work_of_their_durations() -> None:
    """Things that happen at the same time happen in the order their player chooses (Tide Pools FAQ): with Wharf
    first, its two cards are drawn before Tide Pools' discards, so the Estates drawn can be discarded; with Tide
    Pools first, two Coppers are discarded and the Estates drawn after stay in the hand."""
    g = _tide_pools_and_wharf("wharf")
    assert sorted(g.hand(0)) == ["copper"] * 5 and g.discard(0).count("estate") == 2
    g = _tide_pools_and_wharf("tide-pools")
    assert sorted(g.hand(0)) == ["copper"] * 3 + ["estate"] * 2 and g.discard(0)[-2:] == ["copper", "copper"]


def test_one_durations_start_of_turn_work_is_not_ordered() -> None:
    """A single Duration card (or copies of one) has nothing to order: no question is asked, and a Throne Room's
    Duration does its work twice in a row."""
    g, d = scenario([P(hand=["throne-room", "wharf"], deck=["copper"] * 14), P()], ["play:wharf"],
                    supply={"wharf": 10})
    g.play(0, "throne-room")
    g.cleanup(0)
    g.start_turn(0)
    assert len(g.hand(0)) == 9 and g.turn.buys == 3
    assert not [x for x in d.asked if x.kind == "start-of-turn"]
    d.assert_done()


def test_a_reserve_call_may_come_before_a_durations_start_of_turn_work() -> None:
    """Start-of-turn abilities happen in the order their player picks, Reserve calls included: calling Guide
    first discards the hand and draws 5, and only then does Haven put its set-aside Gold into the hand, so the
    Gold is kept (the Gold would be discarded with Haven first)."""
    g, d = scenario([P(hand=["guide", "haven", "gold"], deck=["copper"] * 12), P()],
                    ["set-aside:gold", "call:guide"], supply={"guide": 10, "haven": 10}, actions=2)
    g.play(0, "guide")
    g.play(0, "haven")
    g.cleanup(0)
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"] and sorted(g.in_play(0)) == ["guide", "haven"]
    asked = [x for x in d.asked if x.kind == "start-of-turn"]
    assert [sorted(x.ids()) for x in asked] == [["call:guide", "start:haven"]]
    d.assert_done()


def test_clerk_may_be_played_before_a_durations_start_of_turn_work() -> None:
    """Clerk (FAQ): at the start of your turn it may be played before, between or after your Durations' work;
    played before Wharf's draw, it leaves Wharf's two cards in the hand for later."""
    g, d = scenario([P(hand=["wharf"], deck=["copper"] * 6 + ["clerk"] + ["copper"] * 4), P(hand=["copper"] * 5)],
                    ["play:clerk"], supply={"wharf": 10, "clerk": 10})
    g.play(0, "wharf")
    g.cleanup(0)
    assert "clerk" in g.hand(0)
    g.start_turn(0)
    asked = [x for x in d.asked if x.kind == "start-of-turn"]
    assert sorted(asked[0].ids()) == ["play:clerk", "start:wharf"] and len(asked) == 1
    assert g.in_play(0) == ["wharf", "clerk"] and len(g.hand(0)) == 6 and g.turn.coins == 2
    d.assert_done()


def test_villagers_may_be_spent_with_actions_left() -> None:
    """Villagers may be spent at any time in the Action phase (Renaissance rules), so a player can spend them
    before Snowy Village makes every further +Action be ignored (Snowy Village FAQ): 1 Action + 2 Villagers, then
    Snowy Village's +4 Actions, leaves 6 Actions; spent after it, they would give nothing."""
    g, d = scenario([P(hand=["snowy-village"], deck=["copper"] * 5), P()],
                    ["villager", "villager", "play:snowy-village"], supply={"snowy-village": 10})
    g.players[0].villagers = 2
    g.loop.action_phase(0)
    assert g.turn.actions == 6 and g.players[0].villagers == 0
    d.assert_done()


def test_a_supply_pile_emptied_by_exile_set_aside_or_exchange_calls_the_emptied_rules() -> None:
    """A Supply pile can empty without a gain or a trash (Exiling, setting aside, an exchange taking its last
    card): the game's emptied rules hear of it once, with the player and the pile, and resolve their triggers;
    moving a card out of a pile that keeps cards, or out of a non-Supply pile, calls nothing."""
    g, _ = scenario([PlayerLayout(), PlayerLayout()], supply={"village": 1, "smithy": 2},
                    non_supply={"spoils": ["spoils"]})
    heard: list[tuple[int, str]] = []
    ran: list[str] = []
    g.emptied_rules.append(lambda g2, p, pile: (heard.append((p, pile)), Trigger(
        f"heard:{pile}", False, lambda: True, lambda: ran.append(pile)))[1])
    def top(pile: str) -> int:
        uid = g.top(g.pile_of(pile))
        assert uid is not None
        return uid
    g.exile(1, top("smithy"))
    g.set_aside(0, top("spoils"), "test")
    assert heard == []
    g.exile(1, top("village"))
    g.set_aside(0, top("smithy"), "test")
    assert heard == [(1, "village"), (0, "smithy")] and ran == ["village", "smithy"]


def test_turn_at_cleanup_runs_as_clean_up_starts_and_only_this_turn() -> None:
    """A card's "when Clean-up starts" work (``turn.at_cleanup``) runs before anything leaves play, once, and is
    gone by the next turn."""
    g, _ = scenario([PlayerLayout(hand=["village"], deck=["copper"] * 10), PlayerLayout(deck=["copper"] * 10)])
    g.play(0, "village")
    seen: list[list[str]] = []
    g.turn.at_cleanup.append(lambda: seen.append(g.in_play(0)))
    g.cleanup(0)
    assert seen == [["village"]] and g.in_play(0) == []
    g.start_turn(1)
    assert g.turn.at_cleanup == []
    g.cleanup(1)
    assert seen == [["village"]]
