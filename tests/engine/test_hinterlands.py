"""Hinterlands, both editions: every card's rules, from the card texts and the Hinterlands rulebooks' FAQ."""

from __future__ import annotations

import random

import pytest

from generator.engine import Game, GameOptions, PlayerLayout, RandomDecider, Zone
from generator.engine.events import Exchanged, GainReplaced, Moved, Revealed, Shuffled
from generator.engine.types import IN_PLAY, Phase
from tests.engine.carddefs import card_defs
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def cards_gained(g: Game) -> list[tuple[int, str]]:
    """(player, card) of every gain, in order."""
    return [(p, c) for p, c, _s, _d in gained(g)]


# -- $2 -------------------------------------------------------------------------------------------

def test_crossroads_draws_per_victory_card_and_gives_actions_once() -> None:
    """Crossroads: +1 Card per Victory card revealed in hand; only the first Crossroads played this turn gives
    +3 Actions, also under Throne Room (Hinterlands FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "crossroads", "estate", "farmland", "copper"],
                       deck=["copper"] * 3 + ["silver", "gold"]), P()], ["play:crossroads"],
                    supply={"crossroads": 10, "farmland": 8})
    g.play(0, "throne-room")
    # first play: 2 Victory cards -> +2 Cards (gold, silver); +3 Actions; second play: still 2 -> +2 Cards
    assert g.turn.actions == 3
    assert sorted(g.hand(0)) == ["copper", "copper", "copper", "estate", "farmland", "gold", "silver"]


def test_duchess_each_player_looks_and_decides() -> None:
    """Duchess: +$2; each player (you too) looks at the top card of their deck and discards it or puts it back."""
    g, d = scenario([P(hand=["duchess"], deck=["copper", "estate"]), P(deck=["gold"])],
                    ["discard:estate", "no"], supply={"duchess": 10})
    g.play(0, "duchess")
    assert g.turn.coins == 2 and g.discard(0) == ["estate"] and g.deck(0) == ["copper"]
    assert g.deck(1) == ["gold"] and g.discard(1) == []
    d.assert_done()


def test_duchess_rule_gaining_a_duchy_may_gain_a_duchess() -> None:
    """Duchess: in games using it, a player who gains a Duchy (bought or not) may gain a Duchess too."""
    g, d = scenario([P(), P()], ["gain:duchess", "done"], supply={"duchess": 10}, coins=5)
    g.buy(0, "duchy")
    g.gain(1, "duchy")
    assert cards_gained(g) == [(0, "duchy"), (0, "duchess"), (1, "duchy")]
    d.assert_done()


def test_fools_gold_first_one_is_one_then_four() -> None:
    """Fool's Gold: the first one played this turn makes $1, each later one $4 (Hinterlands FAQ: 1, 4, 4)."""
    g, _ = scenario([P(hand=["fools-gold"] * 3), P()], supply={"fools-gold": 10}, phase="buy")
    for _ in range(3):
        g.play(0, "fools-gold")
    assert g.turn.coins == 9


def test_fools_gold_reacts_to_another_players_province() -> None:
    """Fool's Gold: when another player gains a Province you may trash it from hand to gain a Gold onto your
    deck; your own Province does not trigger it."""
    g, d = scenario([P(hand=["fools-gold"]), P(hand=["fools-gold"], deck=["copper"])],
                    ["trash:fools-gold"], supply={"fools-gold": 10}, coins=8)
    g.buy(0, "province")
    assert g.trash_ids() == ["fools-gold"] and g.deck(1) == ["copper", "gold"]
    assert g.hand(0) == ["fools-gold"]
    d.assert_done()


# -- $3 -------------------------------------------------------------------------------------------

def test_develop_gains_one_more_and_one_less_onto_deck() -> None:
    """Develop: trash a card, gain one costing exactly $1 more and one costing exactly $1 less, in either
    order, onto your deck."""
    g, d = scenario([P(hand=["develop", "guard-dog"]), P()], ["gain:estate"],
                    supply={"develop": 10, "guard-dog": 10, "nomads": 10})
    g.play(0, "develop")
    assert g.trash_ids() == ["guard-dog"] and g.deck(0) == ["estate", "nomads"]
    d.assert_done()


def test_develop_on_copper_gains_only_the_dearer_card() -> None:
    """Develop: trashing a $0 Copper tries and fails to gain a card costing -$1, and still gains a $1 card
    (none here), so nothing is gained when there is no $1 card."""
    g, _ = scenario([P(hand=["develop", "copper"]), P()], supply={"develop": 10})
    g.play(0, "develop")
    assert gained(g) == [] and g.trash_ids() == ["copper"]


def test_guard_dog_draws_more_with_a_small_hand() -> None:
    """Guard Dog: +2 Cards, then +2 more if you have 5 or fewer cards in hand."""
    g, _ = scenario([P(hand=["guard-dog", "copper"], deck=["estate"] * 6), P()], supply={"guard-dog": 10})
    g.play(0, "guard-dog")
    assert len(g.hand(0)) == 5
    g2, _ = scenario([P(hand=["guard-dog"] + ["copper"] * 4, deck=["estate"] * 6), P()],
                     supply={"guard-dog": 10})
    g2.play(0, "guard-dog")
    assert len(g2.hand(0)) == 6


def test_guard_dog_is_played_before_the_attack_resolves() -> None:
    """Guard Dog: when another player plays an Attack you may first play it from your hand; the Attack then
    still happens (Margrave: you draw, then discard down to 3)."""
    g, d = scenario([P(hand=["margrave"], deck=["copper"] * 4),
                     P(hand=["guard-dog", "copper", "copper"], deck=["estate"] * 6)],
                    ["play:guard-dog", ["discard:estate"] * 4],
                    supply={"guard-dog": 10, "margrave": 10})
    g.play(0, "margrave")
    assert g.in_play(1) == ["guard-dog"]
    # Guard Dog: 2 cards + 2 more (4 in hand), then Margrave: draw 1 (7), discard down to 3
    assert sorted(g.hand(1)) == ["copper", "copper", "estate"] and g.discard(1) == ["estate"] * 4
    d.assert_done()


def test_guard_dog_does_not_answer_your_own_attack() -> None:
    """Guard Dog: its Reaction is for an Attack another player plays; your own Attack does not offer it
    (card text: "When another player plays an Attack")."""
    g, d = scenario([P(hand=["margrave", "guard-dog"], deck=["copper"] * 4), P(hand=["copper"] * 3)],
                    supply={"guard-dog": 10, "margrave": 10})
    g.play(0, "margrave")
    assert g.in_play(0) == ["margrave"] and "guard-dog" in g.hand(0)
    d.assert_done()


def test_oasis_draws_then_discards() -> None:
    """Oasis: +1 Card, +1 Action, +$1, then discard a card (it may be the drawn one)."""
    g, d = scenario([P(hand=["oasis", "copper"], deck=["estate"]), P()], ["discard:estate"],
                    supply={"oasis": 10})
    g.play(0, "oasis")
    assert (g.turn.actions, g.turn.coins) == (1, 1) and g.hand(0) == ["copper"] and g.discard(0) == ["estate"]
    d.assert_done()


def test_oracle_you_choose_for_each_player_then_draw_two() -> None:
    """Oracle: each player reveals 2 cards and you choose discard or put back; then you draw 2 — the cards you
    put back are the ones you draw."""
    g, d = scenario([P(hand=["oracle"], deck=["copper", "gold", "gold"]), P(deck=["estate", "silver", "gold"])],
                    ["mode:back", "mode:discard"], supply={"oracle": 10})
    g.play(0, "oracle")
    assert g.hand(0) == ["gold", "gold"] and g.deck(0) == ["copper"]
    assert sorted(g.discard(1)) == ["gold", "silver"] and g.deck(1) == ["estate"]
    d.assert_done()


def test_oracle_moat_keeps_cards() -> None:
    """Oracle is an Attack: a player revealing Moat is not affected."""
    g, d = scenario([P(hand=["oracle"], deck=["copper"] * 4),
                     P(hand=["moat"], deck=["gold", "gold"])], ["reveal:moat", "mode:discard"],
                    supply={"oracle": 10})
    g.play(0, "oracle")
    assert g.deck(1) == ["gold", "gold"] and g.discard(0) == ["copper", "copper"]
    d.assert_done()


def test_scheme_puts_an_action_from_play_onto_deck() -> None:
    """Scheme: at Clean-up you may put one Action card you discard from play onto your deck; it is then drawn
    in the next hand."""
    g, d = scenario([P(hand=["scheme", "village"], deck=["copper"] * 10), P()], ["topdeck:village"],
                    supply={"scheme": 10})
    g.play(0, "scheme")
    g.play(0, "village")
    g.cleanup(0)
    assert "village" in g.hand(0) and "scheme" in g.discard(0) and "village" not in g.discard(0)


def test_scheme_twice_is_two_cards() -> None:
    """Scheme: cumulative; two Schemes (or a Throne Room on one) let you put two Action cards onto the deck."""
    g, d = scenario([P(hand=["throne-room", "scheme"], deck=["copper"] * 10), P()],
                    ["play:scheme", ["topdeck:scheme", "topdeck:throne-room"]], supply={"scheme": 10})
    g.play(0, "throne-room")
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper", "copper", "copper", "scheme", "throne-room"]
    assert g.discard(0) == ["copper", "copper"]
    d.assert_done()


def test_scheme_card_goes_onto_deck_once_discarded_from_play() -> None:
    """Scheme (2nd edition): the Action card goes onto your deck when you discard it from play, so it is first
    discarded with the rest of play, then put back (not taken out of play at the start of Clean-up)."""
    g, d = scenario([P(hand=["scheme", "village"], deck=["copper"] * 10), P()], ["topdeck:village"],
                    supply={"scheme": 10})
    g.play(0, "scheme")
    g.play(0, "village")
    village = g.find(0, "village", IN_PLAY)
    g.cleanup(0)
    moves = [(e.source, e.destination, e.reason) for e in g.events if isinstance(e, Moved) and e.uid == village]
    assert moves == [("in_play", "discard", "cleanup"), ("discard", "deck", "topdeck"), ("deck", "hand", "draw")]
    d.assert_done()


def test_scheme_topdecked_traveller_is_not_exchanged() -> None:
    """Scheme: a Traveller put onto the deck with Scheme can no longer be exchanged when discarded from play
    (stop-moving; Dominion Strategy Wiki, Scheme)."""
    g, d = scenario([P(hand=["scheme", "page"], deck=["copper"] * 10), P()], ["topdeck:page"],
                    supply={"scheme": 10, "page": 10}, non_supply={"treasure-hunter": 5})
    g.play(0, "scheme")
    g.play(0, "page")
    g.cleanup(0)
    assert "page" in g.hand(0) and g.pile_count("treasure-hunter") == 5
    d.assert_done()


def test_scheme_first_edition_chooses_at_start_of_cleanup() -> None:
    """Scheme (1st edition): the card is chosen at the start of Clean-up among the Action cards in play; a
    Duration chosen that stays in play is not discarded, so it is not put onto the deck."""
    g, d = scenario([P(hand=["scheme", "fishing-village"], deck=["copper"] * 10), P()],
                    ["topdeck:fishing-village"], supply={"scheme": 10}, versions={"scheme": "1e"})
    g.play(0, "scheme")
    g.play(0, "fishing-village")
    g.cleanup(0)
    assert g.in_play(0) == ["fishing-village"] and sorted(g.discard(0)) == ["copper", "scheme"]
    assert g.hand(0) == ["copper"] * 5
    d.assert_done()


def test_tunnel_discarded_outside_cleanup_gains_gold() -> None:
    """Tunnel: when you discard it other than in Clean-up you may reveal it to gain a Gold; discarding it in
    Clean-up does nothing (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["oasis", "tunnel", "tunnel"], deck=["copper"] * 8), P()], ["discard:tunnel",
                    "reveal:tunnel"], supply={"oasis": 10, "tunnel": 8})
    g.play(0, "oasis")
    assert cards_gained(g) == [(0, "gold")]
    g.cleanup(0)
    assert cards_gained(g) == [(0, "gold")]
    d.assert_done()


def test_tunnel_is_worth_two() -> None:
    """Tunnel: worth 2 VP."""
    g, _ = scenario([P(hand=["tunnel"], deck=["tunnel"]), P()], supply={"tunnel": 8})
    assert g.score(0) == 4


# -- $4 -------------------------------------------------------------------------------------------

def test_noble_brigand_play_trashes_silver_or_gold_and_copper_for_no_treasure() -> None:
    """Noble Brigand: +$1; you pick a revealed Silver or Gold to trash and gain; the rest is discarded; a player
    who revealed no Treasure gains a Copper; finally you gain the trashed cards, after every other player was
    attacked (Hinterlands FAQ: "Finally, you gain all of the Silvers and Golds trashed this way")."""
    g, d = scenario([P(hand=["noble-brigand"]), P(deck=["silver", "gold"]), P(deck=["estate", "estate"])],
                    ["trash:gold"], supply={"noble-brigand": 10})
    g.play(0, "noble-brigand")
    assert g.turn.coins == 1
    assert cards_gained(g) == [(2, "copper"), (0, "gold")]
    assert g.discard(1) == ["silver"] and sorted(g.discard(2)) == ["copper", "estate", "estate"]
    d.assert_done()


def test_noble_brigand_on_buy_ignores_moat() -> None:
    """Noble Brigand: buying it does its attack, but that is not playing an Attack, so Moat cannot respond."""
    g, _ = scenario([P(), P(hand=["moat"], deck=["copper", "silver"])], supply={"noble-brigand": 10}, coins=4)
    g.buy(0, "noble-brigand")
    assert cards_gained(g) == [(0, "silver"), (0, "noble-brigand")]
    assert g.discard(1) == ["copper"]


def test_noble_brigand_gained_without_buying_does_not_attack() -> None:
    """Noble Brigand: gaining it without buying it does not set off its attack."""
    g, _ = scenario([P(), P(deck=["silver", "gold"])], supply={"noble-brigand": 10})
    g.gain(0, "noble-brigand")
    assert g.deck(1) == ["silver", "gold"]


def test_nomad_camp_goes_onto_the_deck() -> None:
    """Nomad Camp: +1 Buy +$2; gained (bought or not), it goes onto your deck."""
    g, _ = scenario([P(hand=["nomad-camp"], deck=["copper"]), P()], supply={"nomad-camp": 10})
    g.play(0, "nomad-camp")
    assert (g.turn.buys, g.turn.coins) == (2, 2)
    g.gain(0, "nomad-camp")
    assert g.deck(0) == ["copper", "nomad-camp"]


def test_nomads_give_two_coins_on_gain_and_trash() -> None:
    """Nomads: +1 Buy +$2 when played; +$2 when you gain it and when you trash it."""
    g, _ = scenario([P(hand=["nomads", "nomads"]), P()], supply={"nomads": 10}, coins=4, phase="buy")
    g.buy(0, "nomads")
    assert g.turn.coins == 2
    g.trash(0, g.zones.hands[0][0])
    assert g.turn.coins == 4
    g2, _ = scenario([P(hand=["nomads"]), P()], supply={"nomads": 10})
    g2.play(0, "nomads")
    assert (g2.turn.buys, g2.turn.coins) == (2, 2)


def test_jack_of_all_trades_does_four_things() -> None:
    """Jack of All Trades: gain a Silver; look at the top card and discard it or put it back; draw up to 5;
    you may trash a non-Treasure from hand."""
    g, d = scenario([P(hand=["jack-of-all-trades", "estate", "copper"],
                       deck=["estate", "gold", "copper", "curse"]), P()],
                    ["discard:curse", "trash:estate"], supply={"jack-of-all-trades": 10})
    g.play(0, "jack-of-all-trades")
    assert cards_gained(g) == [(0, "silver")]
    assert sorted(g.hand(0)) == ["copper", "copper", "estate", "gold"] and g.trash_ids() == ["estate"]
    assert sorted(g.discard(0)) == ["curse", "silver"]
    d.assert_done()


def test_spice_merchant_trash_treasure_choose_one() -> None:
    """Spice Merchant: you may trash a Treasure; if you do, +2 Cards +1 Action or +$2 +1 Buy."""
    g, d = scenario([P(hand=["spice-merchant", "copper"], deck=["estate"] * 3), P()],
                    ["trash:copper", "mode:coins"], supply={"spice-merchant": 10})
    g.play(0, "spice-merchant")
    assert (g.turn.coins, g.turn.buys, g.turn.actions) == (2, 2, 0) and g.trash_ids() == ["copper"]
    g2, d2 = scenario([P(hand=["spice-merchant", "estate"]), P()], [], supply={"spice-merchant": 10})
    g2.play(0, "spice-merchant")
    assert (g2.turn.coins, g2.turn.buys) == (0, 1)
    d.assert_done()


def test_trader_gains_silver_per_coin_of_cost() -> None:
    """Trader: trash a card from hand and gain a Silver per $1 it costs (Estate: 2 Silvers)."""
    g, _ = scenario([P(hand=["trader", "estate"]), P()], supply={"trader": 10})
    g.play(0, "trader")
    assert cards_gained(g) == [(0, "silver"), (0, "silver")]


def test_trader_2e_exchanges_the_gained_card_after_on_gain() -> None:
    """Trader (2nd edition): the card is gained, its when-gain ability happens, then it is exchanged for a
    Silver (Ill-Gotten Gains still curses the others)."""
    g, d = scenario([P(hand=["trader"]), P()], ["reveal:trader"], supply={"trader": 10, "ill-gotten-gains": 10},
                    coins=5)
    g.buy(0, "ill-gotten-gains")
    assert cards_gained(g) == [(0, "ill-gotten-gains"), (1, "curse")]
    assert g.discard(0) == ["silver"] and any(isinstance(e, Exchanged) for e in g.events)
    d.assert_done()


def test_trader_1e_replaces_the_gain() -> None:
    """Trader (1st edition): revealing it when you would gain a card gains a Silver instead; the card is never
    gained, so Ill-Gotten Gains curses no one (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["trader"]), P()], ["reveal:trader"], supply={"trader": 10, "ill-gotten-gains": 10},
                    coins=5, versions={"trader": "1e"})
    g.buy(0, "ill-gotten-gains")
    assert cards_gained(g) == [(0, "silver")] and any(isinstance(e, GainReplaced) for e in g.events)
    assert g.pile_count("ill-gotten-gains") == 10
    d.assert_done()


def test_trail_plays_itself_when_gained_trashed_or_discarded() -> None:
    """Trail: +1 Card +1 Action; when you gain, trash or discard it other than in Clean-up, you may play it."""
    g, d = scenario([P(deck=["copper"] * 5), P()], ["play:trail"], supply={"trail": 10})
    g.gain(0, "trail")
    assert g.in_play(0) == ["trail"] and g.hand(0) == ["copper"]
    g2, d2 = scenario([P(hand=["remodel", "trail"], deck=["copper"] * 5), P()],
                      ["play:trail", "gain:gold"], supply={"trail": 10, "remodel": 10})
    g2.play(0, "remodel")
    # Remodel still gains a card costing up to $2 more than the trashed Trail ($4 -> $6)
    assert sorted(g2.in_play(0)) == ["remodel", "trail"] and cards_gained(g2) == [(0, "gold")]
    d.assert_done()
    d2.assert_done()


def test_trail_gained_in_cleanup_cannot_be_played() -> None:
    """Trail: gained during Clean-up, its Reaction cannot be used."""
    g, d = scenario([P(), P()], [], supply={"trail": 10})
    g.turn.phase = Phase.CLEANUP
    g.gain(0, "trail")
    assert g.discard(0) == ["trail"]
    d.assert_done()


def test_weaver_two_silvers_or_a_card_up_to_four() -> None:
    """Weaver: gain two Silvers, or a card costing up to $4."""
    g, d = scenario([P(hand=["weaver"]), P()], ["mode:two-silvers"], supply={"weaver": 10})
    g.play(0, "weaver")
    assert cards_gained(g) == [(0, "silver"), (0, "silver")]
    d.assert_done()


def test_weaver_discarded_to_margrave_is_played() -> None:
    """Weaver: discarded other than in Clean-up (to another player's Margrave), you may play it — on their
    turn; it is discarded in that turn's Clean-up."""
    g, d = scenario([P(hand=["margrave"], deck=["copper"] * 9),
                     P(hand=["weaver", "copper", "copper", "copper"], deck=["estate"])],
                    [["discard:weaver", "discard:estate"], "play:weaver", "mode:two-silvers"],
                    supply={"weaver": 10, "margrave": 10})
    g.play(0, "margrave")
    assert g.in_play(1) == ["weaver"] and cards_gained(g) == [(1, "silver"), (1, "silver")]
    g.cleanup(0)
    assert g.in_play(1) == [] and "weaver" in g.discard(1)
    d.assert_done()


# -- $5 -------------------------------------------------------------------------------------------

def test_berserker_plays_itself_when_gained_with_an_action_in_play() -> None:
    """Berserker: gained while you have an Action in play, it is played: you gain a cheaper card and the others
    discard down to 3."""
    g, d = scenario([P(in_play=["village"]), P(hand=["copper"] * 5)],
                    ["gain:silver", ["discard:copper"] * 2], supply={"berserker": 10})
    g.gain(0, "berserker")
    assert g.in_play(0) == ["village", "berserker"] and cards_gained(g) == [(0, "berserker"), (0, "silver")]
    assert len(g.hand(1)) == 3
    d.assert_done()


def test_berserker_without_action_in_play_is_not_played() -> None:
    """Berserker: with no Action card in play, gaining it does not play it."""
    g, _ = scenario([P(in_play=["copper"]), P(hand=["copper"] * 5)], supply={"berserker": 10})
    g.gain(0, "berserker")
    assert g.discard(0) == ["berserker"] and len(g.hand(1)) == 5


def test_cauldron_third_action_gain_curses() -> None:
    """Cauldron: $2 +1 Buy; the third time you gain an Action this turn each other player gains a Curse;
    non-Action gains do not count."""
    g, _ = scenario([P(hand=["cauldron"]), P()], supply={"cauldron": 10, "village": 10}, phase="buy")
    g.play(0, "cauldron")
    assert (g.turn.coins, g.turn.buys) == (2, 2)
    g.gain(0, "village")
    g.gain(0, "silver")
    g.gain(0, "village")
    assert (1, "curse") not in cards_gained(g)
    g.gain(0, "village")
    assert cards_gained(g)[-1] == (1, "curse")
    g.gain(0, "village")
    assert cards_gained(g).count((1, "curse")) == 1


def test_cauldron_played_after_three_action_gains_does_nothing() -> None:
    """Cauldron: if three Actions were already gained before it was played, it gives out no Curse."""
    g, _ = scenario([P(hand=["cauldron"]), P()], supply={"cauldron": 10, "village": 10}, phase="buy")
    for _ in range(3):
        g.gain(0, "village")
    g.play(0, "cauldron")
    g.gain(0, "village")
    assert (1, "curse") not in cards_gained(g)


def test_border_village_gains_a_cheaper_card() -> None:
    """Border Village: +1 Card +2 Actions; when gained, gain a card costing less than it."""
    g, d = scenario([P(), P()], ["gain:duchy"], supply={"border-village": 10}, coins=6)
    g.buy(0, "border-village")
    assert cards_gained(g) == [(0, "border-village"), (0, "duchy")]
    d.assert_done()


def test_cartographer_discard_some_put_rest_back() -> None:
    """Cartographer: +1 Card +1 Action; look at the top 4, discard any, put the rest back in any order."""
    g, d = scenario([P(hand=["cartographer"], deck=["gold", "silver", "curse", "estate", "copper"]), P()],
                    [["discard:curse", "discard:estate"], "topdeck:gold"],
                    supply={"cartographer": 10})
    g.play(0, "cartographer")
    assert g.hand(0) == ["copper"] and sorted(g.discard(0)) == ["curse", "estate"]
    assert g.deck(0) == ["gold", "silver"]
    d.assert_done()


def test_cache_gains_two_coppers() -> None:
    """Cache: worth $3; when gained (bought or not), gain two Coppers."""
    g, _ = scenario([P(hand=["cache"]), P()], supply={"cache": 10}, phase="buy")
    g.play(0, "cache")
    assert g.turn.coins == 3
    g.gain(0, "cache")
    assert cards_gained(g) == [(0, "cache"), (0, "copper"), (0, "copper")]


def test_embassy_draws_five_discards_three_and_gives_silvers() -> None:
    """Embassy: +5 Cards, discard 3; when gained, each other player gains a Silver."""
    g, d = scenario([P(hand=["embassy"], deck=["copper"] * 5), P(), P()],
                    [["discard:copper"] * 3], supply={"embassy": 10})
    g.play(0, "embassy")
    assert len(g.hand(0)) == 2 and g.discard(0) == ["copper"] * 3
    g.gain(0, "embassy")
    assert cards_gained(g) == [(0, "embassy"), (1, "silver"), (2, "silver")]


def test_haggler_2e_bought_card_gains_cheaper_non_victory() -> None:
    """Haggler (2nd edition): this turn, when you gain a card you bought, gain a cheaper non-Victory card;
    Throne Room on it makes two plays, so two extra cards (Wiki FAQ)."""
    g, d = scenario([P(hand=["throne-room", "haggler"]), P()], ["play:haggler", "gain:gold", "gain:silver"],
                    supply={"haggler": 10}, coins=8)
    g.play(0, "throne-room")
    g.turn.phase = Phase.BUY
    g.buy(0, "province")
    assert cards_gained(g) == [(0, "province"), (0, "gold"), (0, "silver")]
    g.gain(0, "silver")
    assert len(gained(g)) == 4
    d.assert_done()


def test_haggler_1e_counts_hagglers_in_play_not_plays() -> None:
    """Haggler (1st edition): while it is in play, when you buy a card you gain a cheaper non-Victory card;
    Throne Room on it still gives one card, as only one Haggler is in play."""
    g, d = scenario([P(hand=["throne-room", "haggler"]), P()], ["play:haggler", "gain:gold"],
                    supply={"haggler": 10}, coins=8, versions={"haggler": "1e"})
    g.play(0, "throne-room")
    assert g.turn.coins == 12
    g.buy(0, "province")
    assert cards_gained(g) == [(0, "gold"), (0, "province")]
    d.assert_done()


def test_haggler_never_gains_victory_cards() -> None:
    """Haggler: the extra card must be cheaper than the bought card and not a Victory card (Duchy and Estate are
    never offered for a bought Gold; a Victory-Action card neither)."""
    g, d = scenario([P(in_play=["haggler"]), P()], ["gain:silver"], supply={"haggler": 10, "farmland": 8},
                    coins=6, versions={"haggler": "1e"}, phase="buy")
    g.buy(0, "gold")
    assert sorted(o.id for o in d.asked[0].options) == ["gain:copper", "gain:curse", "gain:haggler", "gain:silver"]
    assert cards_gained(g) == [(0, "silver"), (0, "gold")]
    d.assert_done()


def test_highway_makes_cards_cheaper_while_in_play() -> None:
    """Highway: +1 Card +1 Action; while in play cards cost $1 less (minimum $0), cumulative per Highway,
    not doubled by Throne Room (Hinterlands FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "highway", "highway"], deck=["copper"] * 5), P()],
                    ["play:highway"], supply={"highway": 10})
    g.play(0, "throne-room")
    assert g.cost_of("province").coins == 7 and g.cost_of("copper").coins == 0
    g.play(0, "highway")
    assert g.cost_of("province").coins == 6
    g.trash(0, g.zones.plays[0][-1], g.zones.code(0, 3))
    assert g.cost_of("province").coins == 7


def test_ill_gotten_gains_copper_to_hand_and_curses_on_gain() -> None:
    """Ill-Gotten Gains: $1 and you may gain a Copper to your hand; when gained, each other player gains a
    Curse (not an Attack)."""
    g, d = scenario([P(hand=["ill-gotten-gains"]), P(hand=["moat"])], ["yes"], supply={"ill-gotten-gains": 10},
                    phase="buy")
    g.play(0, "ill-gotten-gains")
    assert g.turn.coins == 1 and g.hand(0) == ["copper"]
    g.gain(0, "ill-gotten-gains")
    assert cards_gained(g)[-1] == (1, "curse")
    d.assert_done()


def test_inn_shuffles_chosen_actions_into_the_deck() -> None:
    """Inn: when gained, reveal any number of Action cards from your discard pile (the Inn too) and shuffle
    them into your deck; the rest of the discard pile stays."""
    g, d = scenario([P(discard=["village", "estate", "smithy"], deck=["copper", "copper"]), P()],
                    [["shuffle:inn", "shuffle:village"]], supply={"inn": 10})
    g.gain(0, "inn")
    assert sorted(g.deck(0)) == ["copper", "copper", "inn", "village"]
    assert g.discard(0) == ["estate", "smithy"]
    assert any(isinstance(e, Shuffled) for e in g.events)
    d.assert_done()


def test_inn_play_draws_and_discards_two() -> None:
    """Inn: +2 Cards +2 Actions, then discard 2 cards."""
    g, d = scenario([P(hand=["inn", "copper"], deck=["estate", "estate"]), P()], [["discard:estate"] * 2],
                    supply={"inn": 10})
    g.play(0, "inn")
    assert g.turn.actions == 2 and g.hand(0) == ["copper"] and g.discard(0) == ["estate", "estate"]


def test_mandarin_play_and_gain() -> None:
    """Mandarin: +$3 and put a card from hand onto your deck; when gained, all your Treasures in play go onto
    your deck and you keep the coins (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["mandarin", "estate"]), P()], [], supply={"mandarin": 10})
    g.play(0, "mandarin")
    assert g.turn.coins == 3 and g.deck(0) == ["estate"]
    g2, d2 = scenario([P(hand=["gold", "gold", "silver", "copper"]), P()], ["topdeck:silver"],
                      supply={"mandarin": 10}, phase="buy")
    for c in ("gold", "gold", "silver"):
        g2.play(0, c)
    g2.buy(0, "mandarin")
    assert g2.deck(0) == ["silver", "gold", "gold"] and g2.in_play(0) == [] and g2.turn.coins == 3
    assert g2.hand(0) == ["copper"]
    d2.assert_done()


def test_margrave_others_draw_then_discard_to_three() -> None:
    """Margrave: +3 Cards +1 Buy; each other player draws a card, then discards down to 3."""
    g, d = scenario([P(hand=["margrave"], deck=["copper"] * 3), P(hand=["estate"] * 3, deck=["gold"])],
                    ["discard:estate"], supply={"margrave": 10})
    g.play(0, "margrave")
    assert len(g.hand(0)) == 3 and g.turn.buys == 2
    assert sorted(g.hand(1)) == ["estate", "estate", "gold"]
    d.assert_done()


def test_souk_loses_a_coin_per_card_in_hand() -> None:
    """Souk: +1 Buy +$7, -$1 per card left in hand, never below $0."""
    g, _ = scenario([P(hand=["souk", "copper", "copper", "copper"]), P()], supply={"souk": 10})
    g.play(0, "souk")
    assert (g.turn.coins, g.turn.buys) == (4, 2)
    g2, _ = scenario([P(hand=["souk"] + ["estate"] * 9), P()], supply={"souk": 10}, coins=1)
    g2.play(0, "souk")
    assert g2.turn.coins == 0


def test_souk_gain_trashes_up_to_two() -> None:
    """Souk: when gained, trash up to 2 cards from your hand (or none)."""
    g, d = scenario([P(hand=["estate", "curse", "copper"]), P()], [["trash:curse", "trash:estate"]],
                    supply={"souk": 10})
    g.gain(0, "souk")
    assert sorted(g.trash_ids()) == ["curse", "estate"] and g.hand(0) == ["copper"]
    d.assert_done()


def test_stables_discard_a_treasure_for_three_cards() -> None:
    """Stables: you may discard a Treasure; if you do, +3 Cards +1 Action (drawn after the discard)."""
    g, d = scenario([P(hand=["stables", "copper"], deck=["estate"] * 3), P()], ["discard:copper"],
                    supply={"stables": 10})
    g.play(0, "stables")
    assert g.hand(0) == ["estate"] * 3 and g.turn.actions == 1
    d.assert_done()


def test_wheelwright_discard_to_gain_an_action_no_dearer() -> None:
    """Wheelwright: +1 Card +1 Action; discard a card to gain an Action card costing as much or less."""
    g, d = scenario([P(hand=["wheelwright", "silver"], deck=["copper"]), P()], ["discard:silver"],
                    supply={"wheelwright": 10, "village": 10, "smithy": 10})
    g.play(0, "wheelwright")
    assert cards_gained(g) == [(0, "village")]
    d.assert_done()


def test_witchs_hut_two_actions_discarded_curse_others() -> None:
    """Witch's Hut: +4 Cards; discard 2 cards, revealed; if both are Actions, each other player gains a
    Curse."""
    g, d = scenario([P(hand=["witchs-hut"], deck=["copper", "copper", "village", "village"]), P()],
                    [["discard:village", "discard:village"]], supply={"witchs-hut": 10})
    g.play(0, "witchs-hut")
    assert cards_gained(g) == [(1, "curse")]
    g2, d2 = scenario([P(hand=["witchs-hut"], deck=["copper", "copper", "village", "village"]), P()],
                      [["discard:copper", "discard:village"]], supply={"witchs-hut": 10})
    g2.play(0, "witchs-hut")
    assert gained(g2) == []
    d.assert_done()


# -- $6 and Victory cards ------------------------------------------------------------------------

def test_farmland_2e_on_gain_not_another_farmland() -> None:
    """Farmland (2nd edition): when gained (not only bought), trash a card from hand and gain a non-Farmland
    card costing exactly $2 more."""
    g, d = scenario([P(hand=["silver"]), P()], [], supply={"farmland": 8})
    g.gain(0, "farmland")
    assert g.trash_ids() == ["silver"] and cards_gained(g) == [(0, "farmland"), (0, "duchy")]
    g2, d2 = scenario([P(hand=["smithy"]), P()], [], supply={"farmland": 8})
    g2.gain(0, "farmland")
    # a $4 card: Gold and Farmland both cost $6, only Gold may be gained (so it is not even a choice)
    assert cards_gained(g2) == [(0, "farmland"), (0, "gold")]
    d2.assert_done()
    d.assert_done()


def test_farmland_1e_only_when_bought() -> None:
    """Farmland (1st edition): only buying it trashes and gains (before Farmland itself is gained); gaining it
    otherwise does nothing."""
    g, d = scenario([P(hand=["silver"]), P()], [], supply={"farmland": 8}, coins=6,
                    versions={"farmland": "1e"})
    g.buy(0, "farmland")
    assert cards_gained(g) == [(0, "duchy"), (0, "farmland")]
    g2, _ = scenario([P(hand=["silver"]), P()], supply={"farmland": 8}, versions={"farmland": "1e"})
    g2.gain(0, "farmland")
    assert g2.hand(0) == ["silver"]
    d.assert_done()


def test_farmland_is_worth_two() -> None:
    """Farmland: worth 2 VP."""
    g, _ = scenario([P(hand=["farmland"]), P()], supply={"farmland": 8})
    assert g.score(0) == 2


def test_silk_road_one_point_per_four_victory_cards() -> None:
    """Silk Road: 1 VP per 4 Victory cards you have, rounded down, itself included (11 Victory cards: 2 each)."""
    g, _ = scenario([P(hand=["silk-road", "silk-road"], deck=["estate"] * 7, discard=["tunnel", "farmland"]), P()],
                    supply={"silk-road": 8})
    assert g.score(0) == 2 * 2 + 7 + 2 + 2


def test_silk_road_needs_no_zone() -> None:
    """Silk Road counts Victory cards in every zone, not Actions."""
    g, _ = scenario([P(hand=["silk-road"], deck=["village"] * 8), P()], supply={"silk-road": 8})
    assert g.score(0) == 0
    assert Zone.DECK


HINTERLANDS = ["berserker", "border-village", "cache", "cartographer", "cauldron", "crossroads", "develop",
               "duchess", "embassy", "farmland", "fools-gold", "guard-dog", "haggler", "highway",
               "ill-gotten-gains", "inn", "jack-of-all-trades", "mandarin", "margrave", "noble-brigand",
               "nomad-camp", "nomads", "oasis", "oracle", "scheme", "silk-road", "souk", "spice-merchant",
               "stables", "trader", "trail", "tunnel", "weaver", "wheelwright", "witchs-hut"]


@pytest.mark.parametrize("seed", range(8))
def test_random_hinterlands_kingdoms_keep_invariants(seed: int) -> None:
    """Random games on Hinterlands-only Kingdoms (2-6 players, random decisions, both editions of the changed
    cards) keep every card once, leave no decision pending and replay alike with logging off."""
    rng = random.Random(seed)
    kingdom = rng.sample(HINTERLANDS, 10)
    players = 2 + seed % 5
    chosen = {c: rng.choice(["1e", "2e"]) for c in ("trader", "farmland", "haggler")}
    opts = GameOptions(check=True, versions=chosen)
    g = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed, options=opts)
    total = len(g.zones.card_of)
    g.run(60)
    g.check_invariants()
    assert len(g.zones.card_of) == total and g.turn.number >= 1
    fast = Game.new(card_defs(), kingdom, players, RandomDecider(seed), seed=seed,
                    options=GameOptions(check=True, log=False, versions=chosen))
    fast.run(60)
    assert (fast.turn.number, fast.zones.lists) == (g.turn.number, g.zones.lists)


def test_fools_gold_still_reacts_after_the_gainer_exchanged_the_province() -> None:
    """Fool's Gold: it reacts to another player gaining a Province; the gainer's own when-gain reactions (a
    2nd-edition Trader exchanging the Province) resolve first, and the Province was still gained."""
    g, d = scenario([P(hand=["trader"]), P(hand=["fools-gold"], deck=["copper"])],
                    ["reveal:trader", "trash:fools-gold"], supply={"trader": 10, "fools-gold": 10}, coins=8)
    g.buy(0, "province")
    assert g.discard(0) == ["silver"] and g.pile_count("province") == 8
    assert g.deck(1) == ["copper", "gold"]
    d.assert_done()


def test_border_village_gained_by_another_border_village_cost_limit() -> None:
    """Border Village: the cheaper card is judged against Border Village's cost when it is gained, so another
    Border Village ($6) is never offered."""
    g, d = scenario([P(), P()], ["gain:duchy"], supply={"border-village": 10, "margrave": 10})
    g.gain(0, "border-village")
    assert "gain:border-village" not in [o.id for o in d.asked[0].options]
    assert "gain:margrave" in [o.id for o in d.asked[0].options]
    d.assert_done()


def test_trail_discarded_by_militia_is_played_on_their_turn() -> None:
    """Trail: discarded to another player's Militia, it may be played (drawing a card) on their turn."""
    g, d = scenario([P(hand=["militia"]), P(hand=["trail", "copper", "copper", "copper", "estate"], deck=["gold"])],
                    [["discard:trail", "discard:estate"], "play:trail"], supply={"trail": 10})
    g.play(0, "militia")
    assert g.in_play(1) == ["trail"] and sorted(g.hand(1)) == ["copper", "copper", "copper", "gold"]
    d.assert_done()


def test_nomad_camp_gained_while_deck_empty_is_the_deck() -> None:
    """Nomad Camp: gained with an empty deck, it becomes the only card in the deck."""
    g, _ = scenario([P(), P()], supply={"nomad-camp": 10})
    g.gain(0, "nomad-camp")
    assert g.deck(0) == ["nomad-camp"]


def test_inn_played_from_gain_is_not_shuffled_in_unless_chosen() -> None:
    """Inn: shuffling in is optional; choosing nothing leaves the discard pile as it is."""
    g, d = scenario([P(discard=["village"]), P()], [[]], supply={"inn": 10})
    g.gain(0, "inn")
    assert sorted(g.discard(0)) == ["inn", "village"] and g.deck(0) == []
    d.assert_done()


# -- FAQ points: off-turn bonuses, cost changes, Trader, Cauldron ----------------------------------

def test_noble_brigand_gains_every_trashed_card_after_all_attacked() -> None:
    """Noble Brigand: the trashed Silvers and Golds of all the other players are gained at the end, after the
    last player's Copper (Hinterlands FAQ: "Finally, you gain all of the Silvers and Golds trashed this way")."""
    g, d = scenario([P(hand=["noble-brigand"]), P(deck=["estate", "gold"]), P(deck=["copper", "silver"]),
                     P(deck=["estate", "estate"])], supply={"noble-brigand": 10})
    g.play(0, "noble-brigand")
    assert cards_gained(g) == [(3, "copper"), (0, "gold"), (0, "silver")]
    assert g.discard(1) == ["estate"] and g.discard(2) == ["copper"] and g.trash_ids() == []
    d.assert_done()


def test_nomads_coins_do_nothing_on_another_players_turn() -> None:
    """Nomads: the +$2 for gaining or trashing it is only of use on your own turn; gained or trashed on another
    player's turn, the turn player gets no coins from it (Wiki: "+$ when it is not your turn does nothing")."""
    g, _ = scenario([P(), P(hand=["nomads"])], supply={"nomads": 10}, coins=3)
    g.gain(1, "nomads")
    g.trash(1, g.find(1, "nomads"))
    assert g.turn.coins == 3
    g.gain(0, "nomads")
    assert g.turn.coins == 5


def test_trail_played_on_another_players_turn_gives_them_no_action() -> None:
    """Trail: played when discarded to another player's Militia, it draws you a card, but its +1 Action is of
    no use: the turn player's Actions do not change (Trail FAQ)."""
    g, d = scenario([P(hand=["militia"]), P(hand=["trail", "copper", "copper", "copper", "estate"], deck=["gold"])],
                    [["discard:trail", "discard:estate"], "play:trail"], supply={"trail": 10})
    g.play(0, "militia")
    assert g.in_play(1) == ["trail"] and g.turn.actions == 0
    d.assert_done()


def test_spice_merchant_with_elder_chooses_both() -> None:
    """Spice Merchant: its reward is a "choose one", so Elder playing it lets you choose both options."""
    g, d = scenario([P(hand=["elder", "spice-merchant", "copper"], deck=["estate"] * 3), P()],
                    ["play:spice-merchant", "trash:copper", ["mode:cards", "mode:coins"]],
                    supply={"spice-merchant": 10, "elder": 10})
    g.play(0, "elder")
    assert (g.turn.coins, g.turn.buys, g.turn.actions) == (4, 2, 1)
    assert g.hand(0) == ["estate", "estate"]
    d.assert_done()


def test_develop_under_highway_trashing_copper_gains_an_estate() -> None:
    """Develop: costs are the current ones; with Highway in play, trashing a Copper ($0) gains an Estate (now
    $1) and nothing for $-1 (Hinterlands FAQ, Highway)."""
    g, d = scenario([P(hand=["highway", "develop", "copper"], deck=["silver"]), P()], ["trash:copper"],
                    supply={"develop": 10, "highway": 10})
    g.play(0, "highway")
    g.play(0, "develop")
    assert g.trash_ids() == ["copper"] and cards_gained(g) == [(0, "estate")] and g.deck(0) == ["estate"]
    d.assert_done()


def test_develop_still_gains_the_other_card_when_one_cost_is_missing() -> None:
    """Develop: with no card costing exactly $1 less in the Supply, you still gain the one costing $1 more
    (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["develop", "estate"]), P()], ["gain:silver"], supply={"develop": 10})
    g.play(0, "develop")
    assert g.trash_ids() == ["estate"] and cards_gained(g) == [(0, "silver")] and g.deck(0) == ["silver"]
    d.assert_done()


def test_trader_under_highway_gains_fewer_silvers() -> None:
    """Trader: the Silvers follow the trashed card's current cost: with Highway in play an Estate gives one
    Silver (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["highway", "trader", "estate"], deck=["copper"]), P()], ["trash:estate"],
                    supply={"trader": 10, "highway": 10})
    g.play(0, "highway")
    g.play(0, "trader")
    assert cards_gained(g) == [(0, "silver")]
    d.assert_done()


def test_trader_1e_silver_goes_to_the_discard_pile() -> None:
    """Trader (1st edition): a card that would have gone onto your deck (Nomad Camp) is replaced by a Silver
    gained to your discard pile (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["trader"], deck=["copper"]), P()], ["reveal:trader"],
                    supply={"trader": 10, "nomad-camp": 10}, versions={"trader": "1e"})
    g.gain(0, "nomad-camp")
    assert g.deck(0) == ["copper"] and g.discard(0) == ["silver"] and g.pile_count("nomad-camp") == 10
    d.assert_done()


def test_trader_1e_on_a_bought_farmland_keeps_the_when_buy_ability() -> None:
    """Trader (1st edition): what happens when you buy a card still happens if you replace its gain: buying a
    1st-edition Farmland trashes and gains first, then Trader takes a Silver instead of the Farmland (FAQ)."""
    g, d = scenario([P(hand=["trader", "estate"]), P()], ["trash:estate", "gain:smithy", "no", "reveal:trader"],
                    supply={"trader": 10, "farmland": 8, "smithy": 10}, coins=6,
                    versions={"trader": "1e", "farmland": "1e"})
    g.buy(0, "farmland")
    assert g.trash_ids() == ["estate"] and cards_gained(g) == [(0, "smithy"), (0, "silver")]
    assert g.pile_count("farmland") == 8 and g.hand(0) == ["trader"]
    d.assert_done()


def test_trader_1e_with_no_silver_left_gains_nothing() -> None:
    """Trader (1st edition): with the Silver pile empty you may still reveal it; you then gain nothing instead
    of the card (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["trader"]), P()], ["reveal:trader"], supply={"trader": 10, "silver": 0},
                    versions={"trader": "1e"})
    g.gain(0, "gold")
    assert gained(g) == [] and g.pile_count("gold") == 30
    d.assert_done()


def test_fools_gold_may_be_trashed_with_no_gold_left() -> None:
    """Fool's Gold: with no Gold left in the Supply you can still trash it, and gain nothing (Hinterlands FAQ)."""
    g, d = scenario([P(), P(hand=["fools-gold"], deck=["copper"])], ["trash:fools-gold"],
                    supply={"fools-gold": 10, "gold": 0}, coins=8)
    g.buy(0, "province")
    assert g.trash_ids() == ["fools-gold"] and g.deck(1) == ["copper"] and cards_gained(g) == [(0, "province")]
    d.assert_done()


def test_cauldron_counts_action_gains_made_before_it_was_played() -> None:
    """Cauldron: Action cards gained earlier in the turn count; two gained before playing it, the next one is
    the third and curses (Cauldron FAQ: it only misses when three were gained before)."""
    g, _ = scenario([P(hand=["cauldron"]), P()], supply={"cauldron": 10, "village": 10}, phase="buy")
    g.gain(0, "village")
    g.gain(0, "village")
    g.play(0, "cauldron")
    assert (1, "curse") not in cards_gained(g)
    g.gain(0, "village")
    assert cards_gained(g)[-1] == (1, "curse")


def test_cauldron_is_an_attack_moat_at_play_and_two_cauldrons_add_up() -> None:
    """Cauldron: an Attack, answered when played (Moat keeps that player safe from its Curse); two Cauldrons are
    cumulative: the third Action gain gives the others two Curses (Cauldron FAQ)."""
    g, d = scenario([P(hand=["cauldron", "cauldron"]), P(hand=["moat"]), P()], ["reveal:moat", "reveal:moat"],
                    supply={"cauldron": 10, "village": 10}, phase="buy")
    g.play(0, "cauldron")
    g.play(0, "cauldron")
    for _ in range(3):
        g.gain(0, "village")
    curses = [p for p, c in cards_gained(g) if c == "curse"]
    assert curses == [2, 2] and g.turn.coins == 4 and g.turn.buys == 3
    d.assert_done()


def test_jack_of_all_trades_with_empty_deck_looks_at_the_gained_silver() -> None:
    """Jack of All Trades: with no cards in your deck, you shuffle to look at a card, and the Silver just gained
    is shuffled in (Hinterlands FAQ); put back, it is then drawn."""
    g, d = scenario([P(hand=["jack-of-all-trades"]), P()], ["no"], supply={"jack-of-all-trades": 10})
    g.play(0, "jack-of-all-trades")
    assert g.hand(0) == ["silver"] and g.discard(0) == [] and g.deck(0) == []
    d.assert_done()


def test_tunnel_discarded_from_cartographer_may_gain_gold() -> None:
    """Tunnel: discarded from among the cards Cartographer set aside (not from hand), you may reveal it to gain a
    Gold (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["cartographer"], deck=["copper", "copper", "copper", "tunnel", "estate"]), P()],
                    [["discard:tunnel"], "reveal:tunnel"], supply={"cartographer": 10, "tunnel": 8})
    g.play(0, "cartographer")
    assert cards_gained(g) == [(0, "gold")] and sorted(g.discard(0)) == ["gold", "tunnel"]
    assert g.deck(0) == ["copper"] * 3
    d.assert_done()


def test_wheelwright_may_gain_a_copy_of_the_discarded_action() -> None:
    """Wheelwright: discarding an Action card lets you gain a copy of it (costing as much), never a dearer one or a
    non-Action; having discarded, you must gain (Wheelwright FAQ)."""
    g, d = scenario([P(hand=["wheelwright", "village"], deck=["copper"]), P()], ["discard:village", "gain:village"],
                    supply={"wheelwright": 10, "village": 10, "smithy": 10, "oasis": 10})
    g.play(0, "wheelwright")
    assert sorted(o.id for o in d.asked[-1].options) == ["gain:oasis", "gain:village"]
    assert cards_gained(g) == [(0, "village")] and "village" in g.discard(0)
    d.assert_done()


def test_stables_draws_after_discarding_so_a_shuffle_takes_the_treasure() -> None:
    """Stables: you draw after discarding, so a shuffle for the 3 cards shuffles in the discarded Treasure
    (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["stables", "silver"], deck=["estate"]), P()], ["discard:silver"],
                    supply={"stables": 10})
    g.play(0, "stables")
    assert sorted(g.hand(0)) == ["estate", "silver"] and g.turn.actions == 1
    d.assert_done()


def test_oasis_with_nothing_to_draw_still_discards() -> None:
    """Oasis: unable to draw (no deck, no discard pile), you still discard a card if able (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["oasis", "estate", "copper"]), P()], ["discard:estate"], supply={"oasis": 10})
    g.play(0, "oasis")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate"] and (g.turn.actions, g.turn.coins) == (1, 1)
    d.assert_done()


def test_embassy_discards_what_it_can_with_a_short_deck() -> None:
    """Embassy: you discard three cards even if you drew fewer than five, and as many as you can when fewer than
    three are left in hand (Hinterlands FAQ)."""
    g, _ = scenario([P(hand=["embassy"], deck=["copper", "estate"]), P()], supply={"embassy": 10})
    g.play(0, "embassy")
    assert g.hand(0) == [] and sorted(g.discard(0)) == ["copper", "estate"]


def test_cartographer_reshuffle_leaves_out_the_cards_being_looked_at() -> None:
    """Cartographer: with fewer than 4 cards in the deck you look at those, then shuffle your discard pile (not
    including them) for the rest (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["cartographer"], deck=["gold", "copper"], discard=["estate"]), P()],
                    [[], "topdeck:gold"], supply={"cartographer": 10})
    g.play(0, "cartographer")
    # +1 Card draws the Copper; Gold is looked at, then the Estate after the shuffle: 2 cards, none discarded
    assert g.hand(0) == ["copper"] and g.deck(0) == ["gold", "estate"] and g.discard(0) == []
    d.assert_done()


def test_margrave_player_at_three_cards_after_drawing_does_not_discard() -> None:
    """Margrave: drawing is not optional for the others; a player with 3 or fewer cards after drawing does not
    discard (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["margrave"], deck=["copper"] * 3), P(hand=["estate", "estate"], deck=["gold"])],
                    supply={"margrave": 10})
    g.play(0, "margrave")
    assert sorted(g.hand(1)) == ["estate", "estate", "gold"] and g.discard(1) == []
    d.assert_done()


def test_witchs_hut_reveals_the_discards_even_if_not_both_actions() -> None:
    """Witch's Hut: the two discarded cards are revealed even when they are not both Actions; then no one gains a
    Curse (Witch's Hut FAQ)."""
    g, d = scenario([P(hand=["witchs-hut"], deck=["copper", "estate", "village", "village"]), P()],
                    [["discard:village", "discard:estate"]], supply={"witchs-hut": 10})
    g.play(0, "witchs-hut")
    assert [e.cards for e in g.events if isinstance(e, Revealed)] == [("village", "estate")]
    assert gained(g) == [] and sorted(g.discard(0)) == ["estate", "village"]
    d.assert_done()


def test_mandarin_takes_a_duration_treasure_too_and_it_still_works_next_turn() -> None:
    """Mandarin: all your Treasures in play go onto your deck, none may stay (Hinterlands FAQ), a Duration
    Treasure such as Astrolabe included; a Duration that left play still does its next-turn work."""
    g, d = scenario([P(hand=["astrolabe", "gold"], deck=["copper"] * 5), P()], ["topdeck:gold"],
                    supply={"mandarin": 10, "astrolabe": 10}, coins=1, phase="buy")
    g.play(0, "astrolabe")
    g.play(0, "gold")
    g.buy(0, "mandarin")
    assert g.in_play(0) == [] and g.deck(0)[-2:] == ["gold", "astrolabe"] and g.turn.coins == 0
    g.cleanup(0)
    assert "astrolabe" in g.hand(0) and g.in_play(0) == []
    g.start_turn(0)
    assert (g.turn.coins, g.turn.buys) == (1, 2)
    d.assert_done()


def test_trail_put_onto_the_deck_by_watchtower_is_lost_track_of() -> None:
    """Trail: its when-gain ability plays it from where it was gained; a Watchtower putting it onto the deck
    first moves it on, so it can no longer be played (stop-moving / lose-track rule)."""
    g, d = scenario([P(hand=["watchtower"], deck=["copper"]), P()], ["reveal:watchtower", "watchtower:topdeck"],
                    supply={"trail": 10})
    g.gain(0, "trail")
    assert g.deck(0) == ["copper", "trail"] and g.in_play(0) == []
    d.assert_done()


def test_berserker_moved_on_before_its_when_gain_is_not_played() -> None:
    """Berserker: "play this" finds it where it was gained; put onto the deck by Watchtower first, it is lost
    track of and not played (Berserker FAQ: one that lost track of itself is not played)."""
    g, d = scenario([P(hand=["watchtower"], in_play=["village"], deck=["copper"]), P(hand=["copper"] * 5)],
                    ["reveal:watchtower", "watchtower:topdeck"], supply={"berserker": 10})
    g.gain(0, "berserker")
    assert g.deck(0) == ["copper", "berserker"] and g.in_play(0) == ["village"] and len(g.hand(1)) == 5
    d.assert_done()


def test_trader_1e_replaces_a_curse_given_on_another_players_turn() -> None:
    """Trader (1st edition): it works whenever you would gain a card, on other players' turns too: a Curse from
    their Witch becomes a Silver, and the Curse stays in its pile (Hinterlands FAQ)."""
    g, d = scenario([P(hand=["witch"], deck=["copper"] * 2), P(hand=["trader"])], ["reveal:trader"],
                    supply={"trader": 10}, versions={"trader": "1e"})
    g.play(0, "witch")
    assert cards_gained(g) == [(1, "silver")] and g.pile_count("curse") == 10 and g.hand(1) == ["trader"]
    d.assert_done()


def test_trader_2e_exchanges_a_curse_gained_on_another_players_turn() -> None:
    """Trader (2nd edition): on another player's turn too, the Curse their Witch gives you is gained, then
    exchanged for a Silver: the Curse goes back to its pile."""
    g, d = scenario([P(hand=["witch"], deck=["copper"] * 2), P(hand=["trader"])], ["reveal:trader"],
                    supply={"trader": 10})
    g.play(0, "witch")
    assert cards_gained(g) == [(1, "curse")] and g.pile_count("curse") == 10 and g.discard(1) == ["silver"]
    d.assert_done()
