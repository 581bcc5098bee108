"""Renaissance: every implemented card's rules, from the card texts and the Renaissance FAQ."""

from __future__ import annotations

from generator.engine import PlayerLayout
from generator.engine.types import DISCARD, HAND, Phase, Zone
from tests.engine.helpers import gained, scenario

P = PlayerLayout


# -- Villagers and Coffers cards ----------------------------------------------------------------------------
def test_acting_troupe_gives_four_villagers_and_trashes_itself() -> None:
    """Acting Troupe: +4 Villagers, and it trashes itself."""
    g, _ = scenario([P(hand=["acting-troupe"]), P()])
    g.play(0, "acting-troupe")
    assert g.players[0].villagers == 4 and g.trash_ids() == ["acting-troupe"] and g.in_play(0) == []


def test_acting_troupe_twice_with_throne_room_gives_eight_villagers() -> None:
    """Acting Troupe: played twice by Throne Room it is trashed once, but both plays give +4 Villagers (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "acting-troupe"]), P()], ["play:acting-troupe"])
    g.play(0, "throne-room")
    assert g.players[0].villagers == 8 and g.trash_ids() == ["acting-troupe"]


def test_lackeys_draws_two_and_gaining_it_gives_two_villagers() -> None:
    """Lackeys: playing it is +2 Cards; gaining it gives +2 Villagers."""
    g, _ = scenario([P(hand=["lackeys"], deck=["copper", "silver"]), P()], supply={"lackeys": 10})
    g.play(0, "lackeys")
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.players[0].villagers == 0
    g.gain(0, "lackeys")
    assert g.players[0].villagers == 2


def test_spices_makes_two_and_a_buy_and_gaining_it_gives_two_coffers() -> None:
    """Spices: a Treasure worth $2 with +1 Buy; when you gain it, +2 Coffers."""
    g, _ = scenario([P(hand=["spices"]), P()], supply={"spices": 10}, phase="buy")
    g.play(0, "spices")
    assert (g.turn.coins, g.turn.buys) == (2, 2)
    g.gain(0, "spices")
    assert g.players[0].coffers == 2


def test_ducat_gives_coffers_and_a_buy_but_no_coins() -> None:
    """Ducat: when played, +1 Coffers and +1 Buy and no $ (FAQ)."""
    g, _ = scenario([P(hand=["ducat"]), P()], phase="buy")
    g.play(0, "ducat")
    assert (g.turn.coins, g.turn.buys, g.players[0].coffers) == (0, 2, 1)


def test_gaining_ducat_may_trash_a_copper_from_hand() -> None:
    """Ducat: when you gain it you may trash a Copper from your hand; it is optional (FAQ)."""
    g, _ = scenario([P(hand=["copper", "estate"]), P()], ["trash:copper"], supply={"ducat": 10})
    g.gain(0, "ducat")
    assert g.trash_ids() == ["copper"] and g.hand(0) == ["estate"]
    g2, _ = scenario([P(hand=["copper"]), P()], [[]], supply={"ducat": 10})
    g2.gain(0, "ducat")
    assert g2.trash_ids() == [] and g2.hand(0) == ["copper"]


def test_silk_merchant_draws_two_and_gives_a_buy() -> None:
    """Silk Merchant: +2 Cards, +1 Buy when played, no tokens."""
    g, _ = scenario([P(hand=["silk-merchant"], deck=["copper", "copper"]), P()])
    g.play(0, "silk-merchant")
    assert g.hand(0) == ["copper", "copper"] and g.turn.buys == 2 and g.players[0].coffers == 0


def test_silk_merchant_gained_or_trashed_gives_coffers_and_villager() -> None:
    """Silk Merchant: gaining it and trashing it each give +1 Coffers and +1 Villager (FAQ)."""
    g, _ = scenario([P(hand=["silk-merchant"]), P()], supply={"silk-merchant": 10})
    g.gain(0, "silk-merchant")
    g.trash(0, g.find(0, "silk-merchant"))
    assert (g.players[0].coffers, g.players[0].villagers) == (2, 2)


def test_recruiter_gives_a_villager_per_coin_of_the_trashed_card() -> None:
    """Recruiter: +2 Cards, then trash a card from hand: a Silver gives +3 Villagers (FAQ example)."""
    g, _ = scenario([P(hand=["recruiter", "silver"], deck=["copper", "estate"]), P()], ["trash:silver"])
    g.play(0, "recruiter")
    assert g.trash_ids() == ["silver"] and g.players[0].villagers == 3
    assert sorted(g.hand(0)) == ["copper", "estate"]


def test_recruiter_can_trash_a_card_it_drew() -> None:
    """Recruiter: the trashing comes after drawing, so a drawn card may be trashed; a Copper gives nothing."""
    g, _ = scenario([P(hand=["recruiter"], deck=["estate", "copper"]), P()], ["trash:copper"])
    g.play(0, "recruiter")
    assert g.trash_ids() == ["copper"] and g.players[0].villagers == 0


def test_villain_makes_a_five_card_hand_discard_a_two_cost_card() -> None:
    """Villain: +2 Coffers; each other player with 5+ cards discards one costing $2 or more, e.g. an Estate."""
    g, _ = scenario([P(hand=["villain"]), P(hand=["copper"] * 4 + ["estate"])], ["discard:estate"])
    g.play(0, "villain")
    assert g.players[0].coffers == 2 and g.discard(1) == ["estate"]


def test_villain_leaves_small_hands_and_cheap_hands_alone() -> None:
    """Villain: a 4-card hand is untouched; a hand with nothing costing $2+ is revealed instead."""
    g, _ = scenario([P(hand=["villain"]), P(hand=["copper"] * 5), P(hand=["estate"] * 4)])
    g.play(0, "villain")
    assert g.discard(1) == [] and g.discard(2) == [] and len(g.hand(1)) == 5
    assert any(type(e).__name__ == "Revealed" and e.player == 1 for e in g.events)  # type: ignore[attr-defined]


def test_sculptor_gains_to_hand_and_a_treasure_gives_a_villager() -> None:
    """Sculptor: gain a card costing up to $4 to your hand; a Treasure also gives +1 Villager."""
    g, _ = scenario([P(hand=["sculptor"]), P()], ["gain:silver"])
    g.play(0, "sculptor")
    assert g.hand(0) == ["silver"] and g.players[0].villagers == 1
    g2, _ = scenario([P(hand=["sculptor"]), P()], ["gain:village"], supply={"village": 10})
    g2.play(0, "sculptor")
    assert g2.hand(0) == ["village"] and g2.players[0].villagers == 0


def test_patron_gives_a_villager_and_two_coins() -> None:
    """Patron: +1 Villager and +$2 when played."""
    g, _ = scenario([P(hand=["patron"]), P()])
    g.play(0, "patron")
    assert (g.players[0].villagers, g.turn.coins) == (1, 2)


def test_patron_revealed_in_the_buy_phase_gives_nothing_after_the_errata() -> None:
    """Patron: since its errata only a reveal in an Action phase gives +1 Coffers; the original text had no such
    limit."""
    for version, expected in (("2e", 0), ("1e", 1)):
        g, _ = scenario([P(hand=["patron"]), P()], versions={"patron": version}, phase="buy")
        g.reveal(0, [g.find(0, "patron")])
        assert g.players[0].coffers == expected, version


def test_patron_revealed_from_the_black_market_deck_gives_coffers() -> None:
    """Patron: a Black Market revealing it from the Black Market deck makes its player reveal it, so in the Action
    phase that player gets +1 Coffers (Strategy Wiki, Patron)."""
    g, _ = scenario([P(hand=["black-market"]), P()], ["coffers:0", "bottom:smithy", "bottom:patron"],
                    kingdom=["black-market"], black_market=["smithy", "patron", "village"])
    g.play(0, "black-market")
    assert (g.players[0].coffers, g.players[1].coffers) == (1, 0)


# -- Artifacts cards ----------------------------------------------------------------------------------------
def test_border_guard_keeps_one_of_two_and_discards_the_other() -> None:
    """Border Guard: +1 Action; reveal 2, one into your hand, the other discarded; not both Actions, no Artifact."""
    g, _ = scenario([P(hand=["border-guard"], deck=["copper", "gold"]), P()], ["hand:gold"])
    g.play(0, "border-guard")
    assert g.hand(0) == ["gold"] and g.discard(0) == ["copper"] and g.turn.actions == 1
    assert g.artifacts == {"horn": None, "lantern": None}


def test_border_guard_two_actions_take_the_lantern_which_reveals_three() -> None:
    """Border Guard: two Actions revealed take the Lantern or Horn; with the Lantern it reveals 3 and keeps 1,
    and the Horn then needs all three to be Actions (FAQ)."""
    g, _ = scenario([P(hand=["border-guard", "border-guard"],
                       deck=["copper", "village", "smithy", "village", "smithy"]), P()],
                    ["hand:smithy", "take:lantern", "hand:village"], supply={"village": 10, "smithy": 10})
    g.play(0, "border-guard")
    assert g.artifacts["lantern"] == 0
    g.play(0, "border-guard")
    assert sorted(g.hand(0)) == ["smithy", "village"]
    assert sorted(g.discard(0)) == ["copper", "smithy", "village"]
    assert g.artifacts["horn"] is None


def test_horn_puts_one_border_guard_back_on_the_deck_once_per_turn() -> None:
    """Horn: once per turn, when you discard a Border Guard from play, you may put it onto your deck."""
    g, _ = scenario([P(in_play=["border-guard", "border-guard"], deck=["copper"] * 5), P()],
                    ["topdeck:border-guard"], kingdom=["border-guard"], supply={"border-guard": 10})
    g.artifacts["horn"] = 0
    g.cleanup(0)
    assert g.discard(0) == ["border-guard"]
    assert sorted(g.hand(0)) == ["border-guard"] + ["copper"] * 4


def test_flag_bearer_gives_two_coins_and_takes_the_flag_when_gained_or_trashed() -> None:
    """Flag Bearer: +$2; gaining it or trashing it takes the Flag, whoever had it (FAQ)."""
    g, _ = scenario([P(hand=["flag-bearer"]), P(hand=["flag-bearer"])], supply={"flag-bearer": 10})
    g.play(0, "flag-bearer")
    assert g.turn.coins == 2 and g.artifacts["flag"] is None
    g.gain(0, "flag-bearer")
    assert g.artifacts["flag"] == 0
    g.trash(1, g.find(1, "flag-bearer"))
    assert g.artifacts["flag"] == 1


def test_flag_draws_an_extra_card_also_after_outpost() -> None:
    """Flag: when drawing your hand, +1 Card: 6 cards normally, 4 after an Outpost (FAQ)."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], kingdom=["flag-bearer"], supply={"flag-bearer": 10})
    g.artifacts["flag"] = 0
    g.cleanup(0)
    assert len(g.hand(0)) == 6
    g2, _ = scenario([P(hand=["outpost"], deck=["copper"] * 10), P()], kingdom=["flag-bearer"],
                     supply={"flag-bearer": 10, "outpost": 10})
    g2.artifacts["flag"] = 0
    g2.play(0, "outpost")
    g2.cleanup(0)
    assert len(g2.hand(0)) == 4


def test_swashbuckler_with_a_discard_pile_gives_coffers_and_the_chest() -> None:
    """Swashbuckler: +3 Cards; with cards in your discard pile +1 Coffers, and at 4+ Coffers take the Treasure
    Chest."""
    g, _ = scenario([P(hand=["swashbuckler"], deck=["copper"] * 3, discard=["estate"]), P()])
    g.players[0].coffers = 3
    g.play(0, "swashbuckler")
    assert len(g.hand(0)) == 3 and g.players[0].coffers == 4 and g.artifacts["treasure-chest"] == 0


def test_swashbuckler_after_a_reshuffle_gives_nothing() -> None:
    """Swashbuckler: if drawing shuffled the discard pile away, it is empty: no Coffers and no Treasure Chest."""
    g, _ = scenario([P(hand=["swashbuckler"], deck=["copper"], discard=["estate", "copper"]), P()])
    g.players[0].coffers = 5
    g.play(0, "swashbuckler")
    assert len(g.hand(0)) == 3 and g.players[0].coffers == 5 and g.artifacts["treasure-chest"] is None


def test_treasurer_trashes_a_treasure_or_takes_the_key() -> None:
    """Treasurer: +$3 and trash a Treasure from hand; or take the Key, worth +$1 at the start of your turns."""
    g, _ = scenario([P(hand=["treasurer", "copper"]), P()], ["treasurer:trash"])
    g.play(0, "treasurer")
    assert g.turn.coins == 3 and g.trash_ids() == ["copper"]
    g2, _ = scenario([P(hand=["treasurer"], deck=["copper"] * 10), P(deck=["copper"] * 10)], ["treasurer:key"],
                     kingdom=["treasurer"])
    g2.play(0, "treasurer")
    assert g2.artifacts["key"] == 0 and g2.turn.coins == 3
    g2.cleanup(0)
    g2.start_turn(1)
    assert g2.turn.coins == 0
    g2.cleanup(1)
    g2.start_turn(0)
    assert g2.turn.coins == 1


# -- other Kingdom cards ------------------------------------------------------------------------------------
def test_cargo_ship_sets_a_gained_card_aside_for_next_turn() -> None:
    """Cargo Ship: +$2; the next card you gain may go aside on it and into your hand at your next turn; it stays
    in play until then."""
    g, _ = scenario([P(hand=["cargo-ship"], deck=["copper"] * 10), P(deck=["copper"] * 10)],
                    ["set-aside:silver"], kingdom=["cargo-ship"], supply={"cargo-ship": 10})
    g.play(0, "cargo-ship")
    assert g.turn.coins == 2
    g.gain(0, "silver")
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"]
    g.cleanup(0)
    assert g.in_play(0) == ["cargo-ship"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert "silver" in g.hand(0) and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == []


def test_cargo_ship_declined_waits_for_a_later_gain_or_is_discarded() -> None:
    """Cargo Ship: it need not take the first card gained; with nothing set aside it is discarded (FAQ)."""
    g, _ = scenario([P(hand=["cargo-ship"], deck=["copper"] * 10), P()], ["done", "set-aside:gold"],
                    kingdom=["cargo-ship"], supply={"cargo-ship": 10})
    g.play(0, "cargo-ship")
    g.gain(0, "silver")
    g.gain(0, "gold")
    assert g.zone(0, Zone.SET_ASIDE) == ["gold"] and "silver" in g.discard(0)
    g3, _ = scenario([P(hand=["cargo-ship"], deck=["copper"] * 10), P()], kingdom=["cargo-ship"],
                     supply={"cargo-ship": 10})
    g3.play(0, "cargo-ship")
    g3.cleanup(0)
    assert g3.in_play(0) == [] and "cargo-ship" in g3.discard(0)


def test_throne_room_stays_with_a_cargo_ship_that_sets_a_card_aside_later() -> None:
    """Throne Room on Cargo Ship (Renaissance FAQ): two set-aside abilities; Cargo Ship becomes a Duration only
    when it sets a gained card aside, later in the turn, and Throne Room then stays in play with it (Duration
    rule); both cards set aside come to hand at the next turn, and both cards leave play then."""
    g, _ = scenario([P(hand=["throne-room", "cargo-ship"], deck=["copper"] * 10), P(deck=["copper"] * 10)],
                    ["play:cargo-ship", "set-aside:silver", "set-aside:gold"], kingdom=["cargo-ship"],
                    supply={"cargo-ship": 10})
    g.play(0, "throne-room")
    assert g.turn.coins == 4
    g.gain(0, "silver")
    g.gain(0, "gold")
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["gold", "silver"]
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["cargo-ship", "throne-room"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert {"gold", "silver"} <= set(g.hand(0)) and g.zone(0, Zone.SET_ASIDE) == []
    g.cleanup(0)
    assert g.in_play(0) == []


def test_throne_room_leaves_with_a_cargo_ship_that_set_nothing_aside() -> None:
    """Throne Room on Cargo Ship with nothing gained: neither stays in play (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "cargo-ship"], deck=["copper"] * 10), P()], ["play:cargo-ship"],
                    kingdom=["cargo-ship"], supply={"cargo-ship": 10})
    g.play(0, "throne-room")
    g.cleanup(0)
    assert g.in_play(0) == [] and {"cargo-ship", "throne-room"} <= set(g.discard(0))


def test_cargo_ship_the_player_picks_which_waiting_cargo_ship_takes_the_card() -> None:
    """Cargo Ship: each play is its own "once this turn, when you gain a card" ability, so with a Throne Roomed
    Cargo Ship and a second one waiting the player picks which takes the gained card (the second, here): that one
    stays in play, the Throne Roomed one and its Throne Room are discarded in Clean-up."""
    g, d = scenario([P(hand=["throne-room", "cargo-ship", "cargo-ship"], deck=["copper"] * 10), P()],
                    ["play:cargo-ship", "set-aside:silver", "ship:2"],
                    kingdom=["cargo-ship"], supply={"cargo-ship": 10})
    g.play(0, "throne-room")
    g.play(0, "cargo-ship")
    g.gain(0, "silver")
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"]
    g.cleanup(0)
    assert g.in_play(0) == ["cargo-ship"] and {"throne-room", "cargo-ship"} <= set(g.discard(0))
    d.assert_done()


def test_experiment_returns_itself_and_gaining_one_gains_another() -> None:
    """Experiment: +2 Cards, +1 Action, return it to the Supply; gaining one gains a second, which brings no
    third (FAQ: the second goes to the discard pile)."""
    g, _ = scenario([P(hand=["experiment"], deck=["copper", "copper"]), P()], supply={"experiment": 8})
    g.play(0, "experiment")
    assert g.hand(0) == ["copper", "copper"] and g.turn.actions == 1 and g.pile_count("experiment") == 9
    g.gain(0, "experiment", to=Zone.HAND)
    assert gained(g) == [(0, "experiment", "supply", "hand"), (0, "experiment", "supply", "discard")]
    assert g.pile_count("experiment") == 7


def test_hideout_trashing_a_victory_card_gains_a_curse() -> None:
    """Hideout: +1 Card, +2 Actions, trash a card from hand; a Victory card trashed gains you a Curse."""
    g, _ = scenario([P(hand=["hideout", "estate"], deck=["copper"]), P()], ["trash:estate"])
    g.play(0, "hideout")
    assert g.trash_ids() == ["estate"] and gained(g) == [(0, "curse", "supply", "discard")]
    assert g.turn.actions == 2 and g.hand(0) == ["copper"]


def test_hideout_trashing_a_curse_gains_nothing() -> None:
    """Hideout: Curses are not Victory cards, so trashing one gains nothing (FAQ)."""
    g, _ = scenario([P(hand=["hideout", "curse"], deck=["copper"]), P()], ["trash:curse"])
    g.play(0, "hideout")
    assert g.trash_ids() == ["curse"] and gained(g) == []


def test_improve_trashes_an_action_leaving_play_for_one_costing_one_more() -> None:
    """Improve: +$2; at the start of Clean-up trash an Action you would discard from play to gain a card costing
    exactly $1 more (it may trash itself)."""
    g, _ = scenario([P(hand=["improve"], in_play=["village"], deck=["copper"] * 5), P()],
                    ["trash:improve"], supply={"village": 10, "smithy": 10, "improve": 10})
    g.play(0, "improve")
    assert g.turn.coins == 2
    g.cleanup(0)
    assert g.trash_ids() == ["improve"] and gained(g) == [(0, "smithy", "supply", "discard")]


def test_improve_is_optional_and_skips_treasures() -> None:
    """Improve: a Treasure in play cannot be trashed by it, and trashing nothing gains nothing."""
    g, dec = scenario([P(hand=["improve"], in_play=["silver"], deck=["copper"] * 5), P()], [[]],
                      supply={"improve": 10})
    g.play(0, "improve")
    g.cleanup(0)
    assert g.trash_ids() == [] and gained(g) == []
    assert [d.ids() for d in dec.asked] == [["trash:improve"]]


def test_inventor_gains_then_makes_cards_cheaper_cumulatively() -> None:
    """Inventor: gain a card up to $4, then cards cost $1 less this turn; a second Inventor can gain a Duchy at
    $4 (FAQ)."""
    g, _ = scenario([P(hand=["inventor", "inventor"]), P()], ["gain:silver", "gain:duchy"],
                    supply={"inventor": 10})
    g.play(0, "inventor")
    assert g.cost_of("duchy").coins == 4
    g.play(0, "inventor")
    assert [c for _p, c, _s, _d in gained(g)] == ["silver", "duchy"] and g.cost_of("duchy").coins == 3
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("duchy").coins == 5


def test_mountain_village_takes_a_card_from_the_discard_pile() -> None:
    """Mountain Village: +2 Actions; with cards in your discard pile you must take one into your hand instead of
    drawing."""
    g, _ = scenario([P(hand=["mountain-village"], discard=["gold", "estate"], deck=["copper"]), P()],
                    ["hand:gold"])
    g.play(0, "mountain-village")
    assert g.hand(0) == ["gold"] and g.discard(0) == ["estate"] and g.turn.actions == 2


def test_mountain_village_with_an_empty_discard_pile_draws() -> None:
    """Mountain Village: if you can't take a card from your discard pile, +1 Card."""
    g, _ = scenario([P(hand=["mountain-village"], deck=["copper"]), P()])
    g.play(0, "mountain-village")
    assert g.hand(0) == ["copper"]


def test_old_witch_curses_and_lets_a_curse_be_trashed() -> None:
    """Old Witch: +3 Cards; each other player gains a Curse and may trash a Curse from their hand."""
    g, _ = scenario([P(hand=["old-witch"], deck=["copper"] * 3), P(hand=["curse"])], ["trash:curse"])
    g.play(0, "old-witch")
    assert len(g.hand(0)) == 3 and gained(g) == [(1, "curse", "supply", "discard")]
    assert g.trash_ids() == ["curse"] and g.hand(1) == []


def test_old_witch_with_no_curses_left_still_lets_them_trash() -> None:
    """Old Witch: with the Curse pile empty, the others may still trash a Curse from hand (FAQ)."""
    g, _ = scenario([P(hand=["old-witch"], deck=["copper"] * 3), P(hand=["curse"])], ["trash:curse"],
                    supply={"curse": 0})
    g.play(0, "old-witch")
    assert gained(g) == [] and g.trash_ids() == ["curse"]


def test_priest_gives_two_coins_for_each_later_trash() -> None:
    """Priest: +$2 and trash a card; then every card you trash this turn gives +$2; two Priests trashing two
    Coppers make $6 (FAQ)."""
    g, _ = scenario([P(hand=["priest", "priest", "copper", "copper"]), P()], ["trash:copper", "trash:copper"])
    g.play(0, "priest")
    assert g.turn.coins == 2
    g.play(0, "priest")
    assert g.turn.coins == 6


def test_priest_bonus_counts_acting_troupe_trashing_itself() -> None:
    """Priest: the bonus works for a card not trashed from hand, such as Acting Troupe trashing itself (FAQ)."""
    g, _ = scenario([P(hand=["priest", "estate", "acting-troupe"]), P()], ["trash:estate"])
    g.turn.actions = 2
    g.play(0, "priest")
    g.play(0, "acting-troupe")
    assert g.turn.coins == 4


def test_research_sets_aside_a_card_per_coin_for_next_turn() -> None:
    """Research: +1 Action; trash a Silver to set aside the top 3 cards, which come to hand at your next turn."""
    g, _ = scenario([P(hand=["research", "silver"], deck=["copper"] * 5 + ["gold", "gold", "gold"]),
                     P(deck=["copper"] * 5)], ["trash:silver"])
    g.play(0, "research")
    assert g.zone(0, Zone.SET_ASIDE) == ["gold", "gold", "gold"] and g.turn.actions == 1
    g.cleanup(0)
    assert g.in_play(0) == ["research"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert g.hand(0).count("gold") == 3 and len(g.hand(0)) == 8


def test_research_trashing_a_copper_sets_nothing_aside() -> None:
    """Research: a $0 card trashed sets nothing aside, and Research is discarded that turn."""
    g, _ = scenario([P(hand=["research", "copper"], deck=["copper"] * 5), P()], ["trash:copper"])
    g.play(0, "research")
    g.cleanup(0)
    assert g.in_play(0) == [] and g.zone(0, Zone.SET_ASIDE) == []


def test_scepter_replays_an_action_played_this_turn() -> None:
    """Scepter: choose +$2, or replay an Action card you played this turn that is still in play."""
    g, _ = scenario([P(hand=["smithy", "scepter"], deck=["copper"] * 6), P()], ["replay:smithy"],
                    supply={"smithy": 10})
    g.play(0, "smithy")
    g.turn.phase = Phase.BUY
    g.play(0, "scepter")
    assert len(g.hand(0)) == 6 and g.turn.coins == 0
    g2, _ = scenario([P(hand=["scepter"]), P()], phase="buy")
    g2.play(0, "scepter")
    assert g2.turn.coins == 2


def test_scholar_discards_the_hand_and_draws_seven() -> None:
    """Scholar: discard your hand, then +7 Cards."""
    g, _ = scenario([P(hand=["scholar", "estate", "estate"], deck=["copper"] * 7), P()])
    g.play(0, "scholar")
    assert g.hand(0) == ["copper"] * 7 and g.discard(0) == ["estate", "estate"]


def test_seer_takes_the_two_to_four_cost_cards_and_puts_the_rest_back() -> None:
    """Seer: +1 Card, +1 Action, reveal 3: those costing $2-$4 go to hand, the rest back on top in any order."""
    g, _ = scenario([P(hand=["seer"], deck=["gold", "copper", "silver", "estate"]), P()],
                    ["topdeck:copper"])
    g.play(0, "seer")
    assert sorted(g.hand(0)) == ["estate", "silver"] and g.turn.actions == 1
    assert g.deck(0) == ["copper", "gold"]


# -- Projects -----------------------------------------------------------------------------------------------
def test_barracks_and_fair_add_an_action_and_a_buy_each_turn() -> None:
    """Barracks: +1 Action at the start of your turn; Fair: +1 Buy."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], landscapes=["barracks", "fair"])
    g.players[0].marks.update({"barracks": True, "fair": True})
    g.start_turn(0)
    assert (g.turn.actions, g.turn.buys) == (2, 2)


def test_cathedral_trashes_a_card_at_the_start_of_each_turn() -> None:
    """Cathedral: at the start of your turn, trash a card from your hand; not optional (FAQ)."""
    g, dec = scenario([P(hand=["estate", "copper"]), P()], ["trash:estate"], landscapes=["cathedral"])
    g.players[0].marks["cathedral"] = True
    g.start_turn(0)
    assert g.trash_ids() == ["estate"] and dec.asked[0].min == 1


def test_city_gate_draws_then_topdecks_a_card() -> None:
    """City Gate: at the start of your turn, +1 Card, then put a card from your hand onto your deck."""
    g, _ = scenario([P(hand=["estate"], deck=["gold"]), P()], ["topdeck:estate"], landscapes=["city-gate"])
    g.players[0].marks["city-gate"] = True
    g.start_turn(0)
    assert g.hand(0) == ["gold"] and g.deck(0) == ["estate"]


def test_crop_rotation_discards_a_victory_card_for_two_cards() -> None:
    """Crop Rotation: at the start of your turn you may discard a Victory card for +2 Cards."""
    g, _ = scenario([P(hand=["estate"], deck=["copper", "silver"]), P()], ["discard:estate"],
                    landscapes=["crop-rotation"])
    g.players[0].marks["crop-rotation"] = True
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper", "silver"] and g.discard(0) == ["estate"]


def test_silos_discards_coppers_and_draws_as_many() -> None:
    """Silos: at the start of your turn, discard any number of Coppers, revealed, and draw that many."""
    g, _ = scenario([P(hand=["copper", "copper", "estate"], deck=["gold", "gold"]), P()], ["discard:2"],
                    landscapes=["silos"])
    g.players[0].marks["silos"] = True
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["estate", "gold", "gold"] and g.discard(0) == ["copper", "copper"]


def test_sinister_plot_stores_tokens_then_draws_per_token() -> None:
    """Sinister Plot: each turn add a token, or remove all your tokens for +1 Card each."""
    g, _ = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10)],
                    ["add-token", "add-token", "remove-tokens"], landscapes=["sinister-plot"])
    g.players[0].marks["sinister-plot"] = True
    for _turn in range(2):
        g.start_turn(0)
        assert g.hand(0) == []
        g.cleanup(0)
        g.zones.sweep_all(g.zones.code(0, HAND), g.zones.code(0, DISCARD))  # hand back to discard: a fresh 0-card hand
    g.start_turn(0)
    assert len(g.hand(0)) == 2 and g.players[0].marks["sinister-plot-tokens"] == 0


def test_piazza_plays_a_revealed_action_and_returns_anything_else() -> None:
    """Piazza: at the start of your turn reveal the top card; an Action is played, anything else goes back."""
    g, _ = scenario([P(deck=["copper", "smithy"]), P()], landscapes=["piazza"], supply={"smithy": 10})
    g.players[0].marks["piazza"] = True
    g.start_turn(0)
    assert g.in_play(0) == ["smithy"] and g.hand(0) == ["copper"] and g.turn.actions == 1
    g2, _ = scenario([P(deck=["copper", "gold"]), P()], landscapes=["piazza"])
    g2.players[0].marks["piazza"] = True
    g2.start_turn(0)
    assert g2.deck(0) == ["copper", "gold"] and g2.in_play(0) == []


def test_canal_makes_cards_cheaper_on_its_owners_turns_only() -> None:
    """Canal: during your turns cards cost $1 less (never below $0); on other turns they do not (FAQ)."""
    g, _ = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10)], landscapes=["canal"])
    g.players[0].marks["canal"] = True
    g.start_turn(0)
    assert (g.cost_of("gold").coins, g.cost_of("copper").coins, g.cost_of("canal").coins) == (5, 0, 7)
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("gold").coins == 6


def test_canal_already_works_in_the_turn_it_is_bought() -> None:
    """Canal: 'during your turns' includes the rest of the turn you buy it, so a second Buy then finds cards $1
    cheaper (only once: the start-of-turn rule adds nothing more that turn)."""
    g, _ = scenario([P(), P()], landscapes=["canal"], phase="buy", coins=12, buys=2)
    g.buy(0, "canal")
    assert (g.cost_of("gold").coins, g.cost_of("canal").coins) == (5, 7)
    g.buy(0, "gold")
    assert g.turn.coins == 0 and [c for _, c, _, _ in gained(g)] == ["gold"]


def test_academy_and_guildhall_give_tokens_for_gains() -> None:
    """Academy: gaining an Action gives +1 Villager; Guildhall: gaining a Treasure gives +1 Coffers, bought or
    not."""
    g, _ = scenario([P(), P()], landscapes=["academy", "guildhall"], supply={"village": 10})
    g.players[0].marks.update({"academy": True, "guildhall": True})
    g.gain(0, "village")
    g.gain(0, "silver")
    g.gain(1, "silver")
    assert (g.players[0].villagers, g.players[0].coffers, g.players[1].coffers) == (1, 1, 0)


def test_exploration_rewards_a_buy_phase_without_cards_bought() -> None:
    """Exploration: at the end of your Buy phase, if you bought no card (a Project does not count), +1 Coffers and
    +1 Villager (FAQ)."""
    g, _ = scenario([P(), P()], ["buy:exploration", "done"], landscapes=["exploration"], coins=4)
    g.buy_phase(0)
    assert (g.players[0].coffers, g.players[0].villagers) == (1, 1)
    g2, _ = scenario([P(), P()], ["buy:silver", "done"], landscapes=["exploration"], coins=4, buys=2)
    g2.players[0].marks["exploration"] = True
    g2.buy_phase(0)
    assert (g2.players[0].coffers, g2.players[0].villagers) == (0, 0)


def test_pageant_turns_a_leftover_coin_into_coffers() -> None:
    """Pageant: at the end of your Buy phase you may pay $1 for +1 Coffers, once per turn."""
    g, _ = scenario([P(), P()], ["done", "yes"], landscapes=["pageant"], coins=2)
    g.players[0].marks["pageant"] = True
    g.buy_phase(0)
    assert g.players[0].coffers == 1 and g.turn.coins == 1


def test_road_network_draws_when_another_player_gains_a_victory_card() -> None:
    """Road Network: when another player gains a Victory card, +1 Card, even on your own turn (FAQ)."""
    g, _ = scenario([P(deck=["copper", "gold"]), P()], landscapes=["road-network"])
    g.players[0].marks["road-network"] = True
    g.gain(1, "estate")
    g.gain(1, "silver")
    g.gain(0, "estate")
    assert g.hand(0) == ["gold"]


def test_sewers_trashes_another_card_after_a_trash() -> None:
    """Sewers: when you trash a card other than with it, you may trash a card from your hand (not again for that
    one)."""
    g, _ = scenario([P(hand=["hideout", "estate", "copper", "copper"], deck=["gold"]), P()],
                    ["trash:estate", "sewers:estate", "trash:copper"], landscapes=["sewers"])
    g.players[0].marks["sewers"] = True
    g.play(0, "hideout")
    assert sorted(g.trash_ids()) == ["copper", "estate"] and g.hand(0).count("copper") == 1


def test_star_chart_picks_the_top_card_after_a_shuffle() -> None:
    """Star Chart: when you shuffle, you may pick one of the cards to go on top."""
    g, _ = scenario([P(discard=["copper", "copper", "gold", "copper"]), P()], ["topdeck:gold"],
                    landscapes=["star-chart"])
    g.players[0].marks["star-chart"] = True
    g.draw(0, 1)
    assert g.hand(0) == ["gold"]


def test_innovation_plays_the_first_action_gained_in_your_turn() -> None:
    """Innovation: the first Action card you gain in your turn may be set aside and played; later ones may not."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], ["innovation:smithy"], landscapes=["innovation"],
                    supply={"smithy": 10, "village": 10})
    g.players[0].marks["innovation"] = True
    g.gain(0, "smithy")
    g.gain(0, "village")
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 3 and g.discard(0) == ["village"]


def test_citadel_plays_the_first_action_twice() -> None:
    """Citadel: the first Action card you play in each of your turns is played again afterwards; later ones are
    not."""
    g, _ = scenario([P(hand=["village", "smithy"], deck=["copper"] * 10), P()], landscapes=["citadel"],
                    supply={"village": 10, "smithy": 10})
    g.players[0].marks["citadel"] = True
    g.play(0, "village")
    assert g.turn.actions == 4 and len(g.hand(0)) == 3
    g.play(0, "smithy")
    assert len(g.hand(0)) == 5


def test_citadel_on_throne_room_replays_the_throne_room() -> None:
    """Citadel: a Throne Room played first is played again, so it plays a second Action twice too."""
    g, _ = scenario([P(hand=["throne-room", "village", "village"], deck=["copper"] * 10), P()],
                    ["play:village", "play:village"], landscapes=["citadel"], supply={"village": 10})
    g.players[0].marks["citadel"] = True
    g.play(0, "throne-room")
    assert g.in_play(0).count("village") == 2 and g.turn.actions == 8


def test_capitalism_makes_plus_coin_actions_treasures_on_your_turns() -> None:
    """Capitalism: during your turns an Action with +$ in its text (Improve) is also a Treasure, one with only a $
    amount (Inventor) is not; on other players' turns nothing changes (FAQ)."""
    g, _ = scenario([P(hand=["improve", "inventor"]), P(hand=["improve"])], landscapes=["capitalism"],
                    supply={"improve": 10, "inventor": 10})
    g.players[0].marks["capitalism"] = True
    assert g.is_type(g.find(0, "improve"), "treasure") and not g.is_type(g.find(0, "inventor"), "treasure")
    assert g.is_type(g.find(1, "improve"), "treasure")
    g.turn.player = 1
    assert not g.is_type(g.find(1, "improve"), "treasure")


def test_capitalism_counts_only_plus_coin_amounts() -> None:
    """Capitalism: a +$ amount anywhere in the text counts (Opulent Castle's +$2 per card, Dame Sylvia, Shop,
    Joust); a +1 VP (Groundskeeper, Temple) is not a +$ amount (FAQ: a +$ amount, not just any amount)."""
    from generator.engine.effects.renaissance import CAPITALISM_CARDS
    assert {"opulent-castle", "dame-sylvia", "shop", "joust", "courser"} <= CAPITALISM_CARDS
    assert not {"groundskeeper", "temple", "inventor"} & CAPITALISM_CARDS


def test_capitalism_lets_an_action_be_played_in_the_buy_phase() -> None:
    """Capitalism: an Action-Treasure can be played in your Buy phase (without an Action) for its +$."""
    g, _ = scenario([P(hand=["improve", "copper"]), P()], ["done"], landscapes=["capitalism"],
                    supply={"improve": 10})
    g.players[0].marks["capitalism"] = True
    g.turn.actions = 0
    g.buy_phase(0)
    assert sorted(g.in_play(0)) == ["copper", "improve"]


def test_fleet_gives_its_owners_one_more_turn_after_the_game_ends() -> None:
    """Fleet: when the game ends, only the players with Fleet take one more turn each, from the next player on
    (FAQ)."""
    from generator.engine import RandomDecider
    from generator.engine.events import TurnStarted
    g, _ = scenario([P(deck=["copper"] * 10), P(deck=["copper"] * 10), P(deck=["copper"] * 10)],
                    landscapes=["fleet"], supply={"province": 0})
    g.deciders = [RandomDecider(1)] * 3
    g.players[0].marks["fleet"] = True
    g.players[2].marks["fleet"] = True
    g.turn.player = 1
    g.run(10)
    turns = [e.player for e in g.events if isinstance(e, TurnStarted)]
    assert turns == [2, 0] and g.is_over()


def test_scepter_replay_drawing_treasures_lets_them_be_played() -> None:
    """Scepter: Treasures drawn by the Action it replays in your Buy phase can still be played (FAQ)."""
    g, _ = scenario([P(hand=["smithy", "scepter"], deck=["gold", "gold", "gold", "estate", "estate", "estate"]), P()],
                    ["play:smithy", "replay:smithy", "done"], supply={"smithy": 10})
    g.loop.action_phase(0)
    g.buy_phase(0)
    assert g.in_play(0).count("gold") == 3 and g.turn.coins == 9


# -- FAQ points -------------------------------------------------------------------------------------------
def test_sculptor_counts_an_action_made_a_treasure_by_capitalism() -> None:
    """Sculptor: "if it's a Treasure" looks at the gained card's types now, so with Capitalism an Improve gained on
    your turn is a Treasure and gives +1 Villager (Capitalism FAQ: things that interact with Treasures interact
    with those cards)."""
    g, _ = scenario([P(hand=["sculptor"]), P()], ["gain:improve"], landscapes=["capitalism"],
                    supply={"improve": 10})
    g.players[0].marks["capitalism"] = True
    g.play(0, "sculptor")
    assert g.hand(0) == ["improve"] and g.players[0].villagers == 1


def test_flag_taken_at_the_start_of_clean_up_draws_the_extra_card() -> None:
    """Flag: it acts when drawing your hand, so taking it at the start of Clean-up (Improve trashing a Flag
    Bearer) still gives +1 Card that Clean-up; the Flag Bearer's $4 brings a $5 card (Improve, Flag FAQ)."""
    g, _ = scenario([P(hand=["improve"], in_play=["flag-bearer"], deck=["copper"] * 10), P()],
                    ["trash:flag-bearer"], supply={"improve": 10, "flag-bearer": 10})
    g.play(0, "improve")
    g.cleanup(0)
    assert g.artifacts["flag"] == 0 and g.trash_ids() == ["flag-bearer"]
    assert gained(g) == [(0, "duchy", "supply", "discard")] and len(g.hand(0)) == 6


def test_flag_taken_away_after_being_counted_draws_no_extra_card() -> None:
    """Flag: only who holds it when the hand is drawn gets the card; taken by another player during your Clean-up
    (their Flag Bearer trashed by them) after its rule counted, your hand is 5 cards (Flag FAQ)."""
    from generator.engine.effects.renaissance import take
    g, _ = scenario([P(deck=["copper"] * 10), P()], kingdom=["flag-bearer"], supply={"flag-bearer": 10})
    g.artifacts["flag"] = 0
    g.cleanup_rules.append(lambda g2, p: take(g2, 1, "flag"))  # type: ignore[arg-type]
    g.cleanup(0)
    assert g.artifacts["flag"] == 1 and len(g.hand(0)) == 5


def test_villain_under_canal_cannot_take_an_estate() -> None:
    """Villain with Canal: on your turns an Estate costs $1, so it is no card costing $2 or more and the other
    player reveals a hand of Coppers and an Estate instead of discarding (Canal FAQ example)."""
    g, _ = scenario([P(hand=["villain"], deck=["copper"] * 5), P(hand=["copper"] * 4 + ["estate"])],
                    landscapes=["canal"])
    g.players[0].marks["canal"] = True
    g.start_turn(0)
    g.play(0, "villain")
    assert g.discard(1) == [] and len(g.hand(1)) == 5 and g.players[0].coffers == 2


def test_improve_cannot_trash_a_duration_staying_in_play() -> None:
    """Improve: only an Action you would discard from play this turn may be trashed, not a Duration that stays out
    (Fishing Village); Improve itself may be (FAQ)."""
    g, dec = scenario([P(hand=["improve", "fishing-village"], deck=["copper"] * 8), P()], [[]],
                      supply={"improve": 10})
    g.turn.actions = 2
    g.play(0, "fishing-village")
    g.play(0, "improve")
    g.cleanup(0)
    assert dec.asked[-1].ids() == ["trash:improve"] and g.trash_ids() == []
    assert g.in_play(0) == ["fishing-village"]


def test_research_with_too_few_cards_sets_aside_what_it_can() -> None:
    """Research: trashing a Silver asks for 3 cards; with only 2 in deck and discard pile together, it shuffles and
    sets aside those 2 (FAQ: set aside as many as you can)."""
    g, _ = scenario([P(hand=["research", "silver"], deck=["gold"], discard=["copper"]), P()], ["trash:silver"])
    g.play(0, "research")
    assert sorted(g.zone(0, Zone.SET_ASIDE)) == ["copper", "gold"] and g.deck(0) == [] and g.discard(0) == []


def test_seer_leaves_a_potion_cost_card_on_the_deck() -> None:
    """Seer: a card with a Potion in its cost (Familiar, $3P) does not cost from $2 to $4 (FAQ)."""
    g, _ = scenario([P(hand=["seer"], deck=["familiar", "silver", "estate", "copper"]), P()])
    g.play(0, "seer")
    assert sorted(g.hand(0)) == ["copper", "estate", "silver"] and g.deck(0) == ["familiar"]


def test_recruiter_ignores_the_potion_in_a_cost() -> None:
    """Recruiter: only the $ of the trashed card counts, not its Potion: Familiar ($3P) gives +3 Villagers (FAQ)."""
    g, _ = scenario([P(hand=["recruiter", "familiar"], deck=["copper", "copper"]), P()], ["trash:familiar"])
    g.play(0, "recruiter")
    assert g.trash_ids() == ["familiar"] and g.players[0].villagers == 3


def test_border_guard_with_the_lantern_may_decline_the_horn() -> None:
    """Border Guard with the Lantern: three Actions revealed let you take the Horn, which is optional ("may"); one is
    kept and two are discarded (FAQ)."""
    g, _ = scenario([P(hand=["border-guard"], deck=["village"] * 3), P()], ["no"], supply={"village": 10})
    g.artifacts["lantern"] = 0
    g.play(0, "border-guard")
    assert g.artifacts["horn"] is None and g.hand(0) == ["village"] and g.discard(0) == ["village", "village"]


def test_border_guard_revealing_one_card_takes_no_artifact() -> None:
    """Border Guard: with fewer than 2 cards revealed no Artifact is taken, even if the one is an Action (FAQ)."""
    g, _ = scenario([P(hand=["border-guard"], deck=["village"]), P()], supply={"village": 10})
    g.play(0, "border-guard")
    assert g.hand(0) == ["village"] and g.artifacts == {"horn": None, "lantern": None}


def test_old_witch_blocked_by_moat_neither_curses_nor_trashes() -> None:
    """Old Witch: a player unaffected thanks to Moat neither gains a Curse nor may trash one (FAQ)."""
    g, _ = scenario([P(hand=["old-witch"], deck=["copper"] * 3), P(hand=["moat", "curse"])], ["reveal:moat"])
    g.play(0, "old-witch")
    assert gained(g) == [] and g.trash_ids() == [] and sorted(g.hand(1)) == ["curse", "moat"]


def test_patron_revealed_to_another_players_attack_gives_coffers() -> None:
    """Patron: revealed by its owner to another player's Bandit in that player's Action phase, it gives its owner
    +1 Coffers (FAQ: anything that makes you reveal it)."""
    g, _ = scenario([P(hand=["bandit"]), P(deck=["patron", "copper"])])
    g.play(0, "bandit")
    assert (g.players[0].coffers, g.players[1].coffers) == (0, 1)


def test_priest_played_twice_by_throne_room_is_cumulative() -> None:
    """Priest: cumulative even when the same Priest is played twice (Throne Room): +$2, trash, +$2, trash with one
    +$2 bonus: $6 (FAQ)."""
    g, _ = scenario([P(hand=["throne-room", "priest", "copper", "copper"]), P()],
                    ["play:priest", "trash:copper", "trash:copper"])
    g.play(0, "throne-room")
    assert g.turn.coins == 6 and g.trash_ids() == ["copper", "copper"]


def test_sewers_trash_during_a_priest_comes_before_its_bonus() -> None:
    """Sewers with Priest: Sewers triggers on Priest's own trashing and resolves at once, before Priest's "for the
    rest of this turn" applies, so that second card gives no +$2 (Sewers FAQ: it works trashing to Priest)."""
    g, _ = scenario([P(hand=["priest", "copper", "estate"]), P()], ["trash:copper", "sewers:copper", "trash:estate"],
                    landscapes=["sewers"])
    g.players[0].marks["sewers"] = True
    g.play(0, "priest")
    assert g.turn.coins == 2 and sorted(g.trash_ids()) == ["copper", "estate"]


def test_innovation_plays_an_action_bought_in_the_buy_phase() -> None:
    """Innovation: the first Action gained in your turn may be bought in your Buy phase and still be played then
    (FAQ)."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], ["buy:smithy", "innovation:smithy", "done"],
                    landscapes=["innovation"], supply={"smithy": 10}, coins=4)
    g.players[0].marks["innovation"] = True
    g.buy_phase(0)
    assert g.in_play(0) == ["smithy"] and g.hand(0) == ["copper"] * 3


def test_treasure_chest_works_the_turn_it_is_taken() -> None:
    """Treasure Chest: taken with Swashbuckler in the Action phase, it gains a Gold at the start of that turn's Buy
    phase (Swashbuckler FAQ)."""
    g, _ = scenario([P(hand=["swashbuckler"], deck=["copper"] * 3, discard=["estate"]), P()], ["coffers:0", "done"])
    g.players[0].coffers = 3
    g.play(0, "swashbuckler")
    g.buy_phase(0)
    assert gained(g) == [(0, "gold", "supply", "discard")] and g.artifacts["treasure-chest"] == 0


def test_citadel_replays_an_action_first_played_in_the_buy_phase() -> None:
    """Citadel with Capitalism: a Flag Bearer played in the Buy phase as the first Action card of the turn is played
    twice (Citadel FAQ example)."""
    g, _ = scenario([P(hand=["flag-bearer"]), P()], ["done"], landscapes=["citadel", "capitalism"],
                    supply={"flag-bearer": 10})
    g.players[0].marks.update({"citadel": True, "capitalism": True})
    g.buy_phase(0)
    assert g.in_play(0) == ["flag-bearer"] and g.turn.coins == 4


def test_scepter_cannot_replay_a_duration_from_an_earlier_turn() -> None:
    """Scepter: a Duration still in play from a previous turn was not played this turn, so only +$2 is offered
    (FAQ)."""
    g, dec = scenario([P(hand=["scepter"], in_play=["fishing-village"]), P()], phase="buy")
    g.play(0, "scepter")
    assert g.turn.coins == 2 and dec.asked == []


def test_experiment_as_the_last_of_its_pile_gains_no_other() -> None:
    """Experiment: gaining the last one of the pile tries to gain another and gains nothing more."""
    g, _ = scenario([P(), P()], supply={"experiment": 1})
    g.gain(0, "experiment")
    assert gained(g) == [(0, "experiment", "supply", "discard")] and g.pile_count("experiment") == 0


def test_cathedral_may_trash_before_a_durations_start_of_turn_work() -> None:
    """Start-of-turn abilities happen in the order their player picks: using Cathedral before Haven puts its Gold
    into the hand, only the cards already in hand can be trashed, and the Gold is kept."""
    g, d = scenario([P(hand=["haven", "gold"], deck=["copper"] * 7 + ["estate"] + ["copper"] * 4), P()],
                    ["set-aside:gold", "start:cathedral", "trash:estate"], supply={"haven": 10},
                    landscapes=["cathedral"])
    g.players[0].marks["cathedral"] = True
    g.play(0, "haven")
    g.cleanup(0)
    g.start_turn(0)
    start = next(x for x in d.asked if x.kind == "start-of-turn")
    assert sorted(start.ids()) == ["start:cathedral", "start:haven"]
    trash = next(x for x in d.asked if x.kind == "trash")
    assert sorted(trash.ids()) == ["trash:copper", "trash:estate"]
    assert "gold" in g.hand(0) and g.trash_ids() == ["estate"]
    d.assert_done()
