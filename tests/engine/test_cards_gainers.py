"""Cards that gain to hand or deck, gain from the trash or from non-Supply piles."""

from __future__ import annotations

from generator.engine import PlayerLayout, Zone
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_bureaucrat_silver_onto_deck_and_victory_topdecked() -> None:
    """Bureaucrat gains a Silver onto the deck; the other player topdecks their only Victory card."""
    g, d = scenario([P(hand=["bureaucrat"]), P(hand=["estate", "copper"])])
    g.play(0, "bureaucrat")
    assert g.deck(0) == ["silver"] and g.deck(1) == ["estate"] and g.hand(1) == ["copper"]
    assert gained(g) == [(0, "silver", "supply", "deck")]


def test_mine_treasure_to_hand() -> None:
    """Mine trashes a Copper and gains a Silver to hand."""
    g, d = scenario([P(hand=["mine", "copper"]), P()], ["trash:copper", "gain:silver"])
    g.play(0, "mine")
    assert g.hand(0) == ["silver"] and g.trash_ids() == ["copper"]
    d.assert_done()


def test_treasurer_gains_treasure_from_trash_to_hand() -> None:
    """Treasurer: +$3 and a Gold from the trash to hand."""
    g, d = scenario([P(hand=["treasurer"]), P()], ["treasurer:gain"], trash=["gold", "estate"])
    g.play(0, "treasurer")
    assert g.hand(0) == ["gold"] and g.trash_ids() == ["estate"] and g.turn.coins == 3
    assert gained(g) == [(0, "gold", "trash", "hand")]
    d.assert_done()


def test_treasurer_takes_the_key() -> None:
    """Treasurer can take the Key, which gives +$1 at the start of the holder's turn."""
    g, d = scenario([P(hand=["treasurer"]), P()], ["treasurer:key"])
    g.play(0, "treasurer")
    assert g.artifacts.get("key") == 0
    g.start_turn(0)
    assert g.turn.coins == 1
    d.assert_done()


def test_swap_returns_action_and_gains_another_to_hand() -> None:
    """Swap returns Lurker to its pile and gains Nomad Camp to hand."""
    g, d = scenario([P(hand=["swap", "lurker"], deck=["copper"]), P()], ["return:lurker"],
                    supply={"lurker": 9, "nomad-camp": 10})
    g.play(0, "swap")
    assert g.hand(0) == ["copper", "nomad-camp"] and g.pile_count("lurker") == 10
    assert gained(g) == [(0, "nomad-camp", "supply", "hand")]
    d.assert_done()


def test_ill_gotten_gains_copper_to_hand_and_curses_on_gain() -> None:
    """Ill-Gotten Gains gives $1 and a Copper to hand; gaining it gives the others a Curse."""
    g, d = scenario([P(hand=["ill-gotten-gains"]), P()], ["yes"], supply={"ill-gotten-gains": 10}, phase="buy")
    g.play(0, "ill-gotten-gains")
    assert g.hand(0) == ["copper"] and g.turn.coins == 1
    g.turn.coins = 5
    g.buy(0, "ill-gotten-gains")
    assert g.discard(1) == ["curse"] and g.discard(0) == ["ill-gotten-gains"]
    d.assert_done()


def test_beggar_gains_coppers_and_reacts_to_attack() -> None:
    """Beggar gains 3 Coppers to hand; as a reaction it is discarded for two Silvers, one onto the deck."""
    g, d = scenario([P(hand=["beggar"]), P()])
    g.play(0, "beggar")
    assert g.hand(0) == ["copper"] * 3
    g2, d2 = scenario([P(hand=["witch"]), P(hand=["beggar"])], ["discard:beggar"])
    g2.play(0, "witch")
    assert g2.deck(1) == ["silver"] and g2.discard(1) == ["beggar", "silver", "curse"]
    d2.assert_done()


def test_trading_post_two_trashed_silver_to_hand() -> None:
    """Trading Post trashes two cards and gains a Silver to hand."""
    g, _ = scenario([P(hand=["trading-post", "estate", "copper"]), P()])
    g.play(0, "trading-post")
    assert g.hand(0) == ["silver"] and sorted(g.trash_ids()) == ["copper", "estate"]


def test_rocks_silver_to_deck_in_buy_phase_and_to_hand_otherwise() -> None:
    """Rocks: gained in the Buy phase its Silver goes onto the deck; trashed in the Action phase, to hand."""
    g, _ = scenario([P(hand=["rocks"]), P()], supply={"catapult-rocks": ["catapult", "rocks"]}, phase="buy", coins=4)
    g.buy(0, "rocks")
    assert g.deck(0) == ["silver"] and g.discard(0) == ["rocks"]
    g.turn.phase = g.turn.phase.ACTION
    g.trash(0, g.zones.hands[0][0])
    assert g.hand(0) == ["silver"]


def test_explorer_province_reveal_gold_to_hand() -> None:
    """Explorer with a revealed Province gains a Gold to hand."""
    g, d = scenario([P(hand=["explorer", "province"]), P()], ["reveal:province"])
    g.play(0, "explorer")
    assert g.hand(0) == ["province", "gold"]
    d.assert_done()


def test_cobbler_gains_to_hand_next_turn() -> None:
    """Cobbler stays in play and at the start of the next turn gains a card to hand."""
    g, d = scenario([P(hand=["cobbler"]), P()], ["gain:silver"])
    g.play(0, "cobbler")
    g.cleanup(0)
    assert g.in_play(0) == ["cobbler"]
    g.start_turn(0)
    assert g.hand(0) == ["silver"]
    g.cleanup(0)
    assert g.in_play(0) == []
    assert sorted(g.hand(0) + g.deck(0) + g.discard(0)) == ["cobbler", "silver"]
    d.assert_done()


def test_wish_returns_itself_and_gains_to_hand() -> None:
    """Wish returns to its pile and gains a card costing up to $6 to hand."""
    g, d = scenario([P(hand=["wish"]), P()], ["gain:gold"], non_supply={"wish": 11})
    g.play(0, "wish")
    assert g.hand(0) == ["gold"] and g.pile_count("wish") == 12 and g.in_play(0) == []
    d.assert_done()


def test_sculptor_treasure_gives_villager() -> None:
    """Sculptor gains a Silver to hand and +1 Villager."""
    g, d = scenario([P(hand=["sculptor"]), P()], ["gain:silver"])
    g.play(0, "sculptor")
    assert g.hand(0) == ["silver"] and g.players[0].villagers == 1
    d.assert_done()


def test_night_cards_gained_to_hand() -> None:
    """Den of Sin, Ghost Town, Guardian and Night Watchman are gained to hand; an explicit 'to' beats it."""
    g, _ = scenario([P(), P()], supply={"den-of-sin": 10, "ghost-town": 10, "guardian": 10, "night-watchman": 10})
    for c in ("den-of-sin", "ghost-town", "guardian", "night-watchman"):
        g.gain(0, c)
    g.gain(0, "guardian", to=Zone.DECK)
    assert g.hand(0) == ["den-of-sin", "ghost-town", "guardian", "night-watchman"] and g.deck(0) == ["guardian"]


def test_night_watchman_discards_chosen() -> None:
    """Night Watchman looks at the top 5, discards the chosen ones, puts the rest back in any order (the last one
    chosen on top)."""
    g, d = scenario([P(hand=["night-watchman"], deck=["copper", "estate", "gold"]), P()],
                    [["discard:estate"], "topdeck:copper"])
    g.play(0, "night-watchman")
    assert g.deck(0) == ["copper", "gold"] and g.discard(0) == ["estate"]
    d.assert_done()


def test_villa_gained_in_buy_phase_goes_to_hand_and_back_to_actions() -> None:
    """Villa bought goes into hand, gives +1 Action and returns to the Action phase."""
    g, _ = scenario([P(), P()], supply={"villa": 10}, phase="buy", coins=4, actions=0)
    g.buy(0, "villa")
    assert g.hand(0) == ["villa"] and g.turn.actions == 1 and g.turn.back_to_action is True


def test_lurker_trashes_from_supply_then_gains_from_trash() -> None:
    """Lurker trashes an Action from the Supply; a second Lurker gains it from the trash (onto the deck: Nomad Camp)."""
    g, d = scenario([P(hand=["lurker", "lurker"]), P()], ["lurker:trash", "lurker:gain"],
                    supply={"nomad-camp": 10}, actions=2)
    g.play(0, "lurker")
    assert g.trash_ids() == ["nomad-camp"] and g.pile_count("nomad-camp") == 9
    g.play(0, "lurker")
    assert g.deck(0) == ["nomad-camp"] and g.trash_ids() == []
    assert gained(g) == [(0, "nomad-camp", "trash", "deck")]
    d.assert_done()


def test_graverobber_gains_from_trash_onto_deck() -> None:
    """Graverobber gains a $3-$6 card from the trash onto the deck."""
    g, d = scenario([P(hand=["graverobber"]), P()], ["graverobber:gain"], trash=["gold", "copper"])
    g.play(0, "graverobber")
    assert g.deck(0) == ["gold"] and g.trash_ids() == ["copper"]
    d.assert_done()


def test_rogue_gains_from_trash_or_attacks() -> None:
    """Rogue gains a Duchy from the trash; with nothing there it makes the other player trash a Silver."""
    g, _ = scenario([P(hand=["rogue"]), P()], trash=["duchy"])
    g.play(0, "rogue")
    assert g.discard(0) == ["duchy"] and g.turn.coins == 2
    g2, _ = scenario([P(hand=["rogue"]), P(deck=["silver", "estate"])])
    g2.play(0, "rogue")
    assert g2.trash_ids() == ["silver"] and g2.discard(1) == ["estate"]


def test_lich_trashed_is_discarded_and_gains_cheaper_from_trash() -> None:
    """Trashing Lich puts it in the discard pile and gains a cheaper card from the trash."""
    g, _ = scenario([P(hand=["lich"]), P()], trash=["gold", "silver"])
    g.trash(0, g.zones.hands[0][0])
    assert g.discard(0) == ["lich", "silver"] and g.trash_ids() == ["gold"]


def test_lich_play_draws_six_and_skips_a_turn() -> None:
    """Lich: +6 Cards, +2 Actions, and the next turn is skipped."""
    g, _ = scenario([P(hand=["lich"], deck=["copper"] * 8), P(deck=["copper"] * 5)])
    g.play(0, "lich")
    assert len(g.hand(0)) == 6 and g.turn.actions == 2 and g.players[0].skip_turns == 1


def test_tournament_prize_onto_deck() -> None:
    """Tournament: reveal a Province, gain a Prize onto the deck, and (no one else revealed) draw it."""
    g, d = scenario([P(hand=["tournament", "province"]), P()], ["reveal:province", "gain:followers"],
                    non_supply={"prizes": ["bag-of-gold", "diadem", "followers", "princess", "trusty-steed"]})
    g.play(0, "tournament")
    assert g.hand(0) == ["followers"] and g.discard(0) == ["province"] and g.turn.coins == 1
    assert gained(g) == [(0, "followers", "non-supply:prizes", "deck")]
    d.assert_done()


def test_urchin_trashed_for_mercenary_on_attack() -> None:
    """Urchin in play is trashed when another Attack is played, gaining a Mercenary."""
    g, d = scenario([P(hand=["witch"], in_play=["urchin"], deck=["copper", "copper"]), P()], ["trash:urchin"],
                    non_supply={"mercenary": 10})
    g.play(0, "witch")
    assert g.trash_ids() == ["urchin"] and g.discard(0) == ["mercenary"] and g.discard(1) == ["curse"]
    assert gained(g)[0] == (0, "mercenary", "non-supply:mercenary", "discard")
    d.assert_done()


def test_leprechaun_gold_and_hex() -> None:
    """Leprechaun gains a Gold and, without 7 cards in play, receives a Hex (Plague: Curse to hand)."""
    g, _ = scenario([P(hand=["leprechaun"]), P()], non_supply={"wish": 12}, hexes=["plague"])
    g.play(0, "leprechaun")
    assert g.discard(0) == ["gold"] and g.hand(0) == ["curse"]


def test_madman_returns_and_draws_per_card() -> None:
    """Madman: +2 Actions, returns to its pile, +1 Card per card in hand."""
    g, _ = scenario([P(hand=["madman", "copper", "copper"], deck=["estate"] * 3), P()], non_supply={"madman": 9})
    g.play(0, "madman")
    assert g.hand(0) == ["copper", "copper", "estate", "estate"] and g.pile_count("madman") == 10


def test_bandit_camp_and_pillage_gain_spoils() -> None:
    """Bandit Camp gains one Spoils; Pillage trashes itself, discards from a 5-card hand, gains two."""
    g, _ = scenario([P(hand=["bandit-camp"], deck=["copper"]), P()], non_supply={"spoils": 15})
    g.play(0, "bandit-camp")
    assert g.discard(0) == ["spoils"] and g.turn.actions == 2
    g2, d2 = scenario([P(hand=["pillage"]), P(hand=["gold", "copper", "copper", "copper", "copper"])],
                      ["discard:gold"], non_supply={"spoils": 15})
    g2.play(0, "pillage")
    assert g2.trash_ids() == ["pillage"] and g2.discard(1) == ["gold"] and g2.discard(0) == ["spoils", "spoils"]
    d2.assert_done()


def test_spoils_returns_to_its_pile() -> None:
    """Spoils gives $3 and returns to the Spoils pile."""
    g, _ = scenario([P(hand=["spoils"]), P()], non_supply={"spoils": 14}, phase="buy")
    g.play(0, "spoils")
    assert g.turn.coins == 3 and g.in_play(0) == [] and g.pile_count("spoils") == 15


def test_black_market_buys_revealed_card() -> None:
    """Black Market buys a revealed card (source black-market); the rest go to the bottom in the order chosen."""
    g, d = scenario([P(hand=["black-market"]), P()], ["buy:witch", "bottom:nomad-camp"],
                    black_market=["mine", "nomad-camp", "witch"],
                    coins=3)
    g.play(0, "black-market")
    assert g.discard(0) == ["witch"] and gained(g) == [(0, "witch", "black-market", "discard")]
    assert [g.zones.card_of[u] for u in g.zones.black_market] == ["mine", "nomad-camp"] and g.turn.coins == 0
    d.assert_done()


def test_black_market_puts_the_unbought_cards_at_the_bottom_in_any_order() -> None:
    """Black Market: "Put the unbought cards on the bottom of the Black Market deck in any order": each card chosen
    goes under the ones before it."""
    g, d = scenario([P(hand=["black-market"]), P()], ["bottom:witch", "bottom:mine"],
                    black_market=["village", "mine", "nomad-camp", "witch"], coins=0)
    g.play(0, "black-market")
    assert [g.zones.card_of[u] for u in g.zones.black_market] == ["nomad-camp", "mine", "witch", "village"]
    d.assert_done()
