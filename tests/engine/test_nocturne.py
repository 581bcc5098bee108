"""Nocturne cards: each test names the rule it checks (card text and FAQ of Nocturne)."""

from __future__ import annotations

from generator.engine import PlayerLayout, Zone
from generator.engine.events import BoonReceived, HexReceived
from tests.engine.helpers import gained, scenario

P = PlayerLayout
DOOM = {"kingdom": ["vampire"], "non_supply": {"bat": 10}}


def boons(g: object) -> list[str]:
    """The Boons received, in order."""
    return [e.boon for e in g.events if isinstance(e, BoonReceived)]  # type: ignore[attr-defined]


def test_bard_gives_two_coins_and_a_boon() -> None:
    """Bard: +$2 and receive a Boon (Nocturne)."""
    g, _ = scenario([P(hand=["bard"]), P()], supply={"bard": 10}, boons=["the-mountains-gift"])
    g.play(0, "bard")
    assert g.turn.coins == 2 and boons(g) == ["the-mountains-gift"] and g.discard(0) == ["silver"]


def test_blessed_village_receives_its_boon_now_or_next_turn() -> None:
    """Blessed Village: +1 Card +2 Actions; when gained, take a Boon and receive it now or at the start of your
    next turn (Nocturne FAQ: you see it before deciding)."""
    g, d = scenario([P(deck=["copper"] * 8), P()], ["mode:later"], supply={"blessed-village": 10},
                    boons=["the-seas-gift"])
    g.gain(0, "blessed-village")
    assert boons(g) == [] and d.asked[0].context.get("boon") == "the-seas-gift"
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert boons(g) == ["the-seas-gift"] and len(g.hand(0)) == 6
    g2, _ = scenario([P(hand=["blessed-village"], deck=["estate", "copper"]), P()], ["mode:now"],
                     supply={"blessed-village": 10}, boons=["the-seas-gift"])
    g2.play(0, "blessed-village")
    assert g2.hand(0) == ["copper"] and g2.turn.actions == 2
    g2.gain(0, "blessed-village")
    assert g2.hand(0) == ["copper", "estate"]


def test_cemetery_trashes_up_to_four_when_gained_and_is_worth_two() -> None:
    """Cemetery: 2 VP; when you gain it, trash up to 4 cards from your hand (Nocturne)."""
    g, _ = scenario([P(hand=["estate", "copper", "curse", "silver", "gold"]), P()],
                    [["trash:copper", "trash:curse", "trash:estate"]], supply={"cemetery": 8})
    g.gain(0, "cemetery")
    assert sorted(g.trash_ids()) == ["copper", "curse", "estate"] and g.score(0) == 2


def test_conclave_plays_an_action_without_a_copy_in_play() -> None:
    """Conclave: +$2; may play an Action card from hand you have no copy of in play, and then +1 Action;
    a second Conclave cannot be played by it (Nocturne FAQ)."""
    g, d = scenario([P(hand=["conclave", "conclave", "village"], deck=["copper"] * 3), P()],
                    ["play:village"], supply={"conclave": 10})
    g.play(0, "conclave")
    assert d.asked[0].ids() == ["play:village"]
    assert g.turn.coins == 2 and g.turn.actions == 3 and sorted(g.in_play(0)) == ["conclave", "village"]


def test_crypt_returns_one_set_aside_treasure_each_turn() -> None:
    """Crypt: set aside Treasures you have in play; at the start of each of your turns put one into your hand
    while any remain; Crypt stays in play until then (Nocturne FAQ)."""
    g, _ = scenario([P(hand=["crypt"], in_play=["gold", "silver"], deck=["copper"] * 20), P()],
                    [["set-aside:gold", "set-aside:silver"], "take:gold", "take:silver"], phase="night",
                    supply={"crypt": 10})
    g.play(0, "crypt")
    assert g.zone(0, __import__("generator.engine", fromlist=["Zone"]).Zone.SET_ASIDE) == ["gold", "silver"]
    for expected in ("gold", "silver"):
        g.cleanup(0)
        assert g.in_play(0) == ["crypt"]
        g.start_turn(1)
        g.cleanup(1)
        g.start_turn(0)
        assert expected in g.hand(0)
    g.cleanup(0)
    assert g.in_play(0) == []


def test_cursed_village_draws_to_six_and_hexes_its_gainer() -> None:
    """Cursed Village: +2 Actions, draw until 6 cards in hand; when you gain it, receive a Hex (Nocturne)."""
    g, _ = scenario([P(hand=["cursed-village", "copper"], deck=["estate"] * 8), P()],
                    supply={"cursed-village": 10}, hexes=["plague"], **DOOM)
    g.play(0, "cursed-village")
    assert len(g.hand(0)) == 6 and g.turn.actions == 2
    g.gain(0, "cursed-village")
    assert [e.hex for e in g.events if isinstance(e, HexReceived)] == ["plague"] and "curse" in g.hand(0)


def test_devils_workshop_depends_on_cards_gained_this_turn() -> None:
    """Devil's Workshop: 0 gained this turn: a Gold; 1: a card up to $4; 2 or more: an Imp (Nocturne)."""
    g, _ = scenario([P(hand=["devils-workshop"]), P()], phase="night", supply={"devils-workshop": 10},
                    non_supply={"imp": 13})
    g.play(0, "devils-workshop")
    assert gained(g)[-1] == (0, "gold", "supply", "discard")
    g2, _ = scenario([P(hand=["devils-workshop"]), P()], ["gain:silver"], phase="night",
                     supply={"devils-workshop": 10}, non_supply={"imp": 13})
    g2.gain(0, "copper")
    g2.play(0, "devils-workshop")
    assert gained(g2)[-1][1] == "silver"
    g3, _ = scenario([P(hand=["devils-workshop"]), P()], phase="night", supply={"devils-workshop": 10},
                     non_supply={"imp": 13})
    g3.gain(0, "copper")
    g3.gain(0, "copper")
    g3.play(0, "devils-workshop")
    assert gained(g3)[-1] == (0, "imp", "non-supply:imp", "discard")


def test_exorcist_trashes_and_gains_a_cheaper_spirit() -> None:
    """Exorcist: trash a card from hand, gain a cheaper Spirit (Silver: Will-o'-Wisp or Imp) (Nocturne FAQ)."""
    g, d = scenario([P(hand=["exorcist", "silver"]), P()], ["gain:imp"], phase="night",
                    supply={"exorcist": 10}, non_supply={"will-o-wisp": 12, "imp": 13, "ghost": 6})
    g.play(0, "exorcist")
    assert d.asked[0].ids() == ["gain:will-o-wisp", "gain:imp"]
    assert g.trash_ids() == ["silver"] and g.discard(0) == ["imp"]


def test_faithful_hound_set_aside_when_discarded_returns_at_end_of_turn() -> None:
    """Faithful Hound: +2 Cards; discarded other than in Clean-up, it may be set aside and comes back to the
    hand at the end of the turn, after drawing the new hand (Nocturne FAQ)."""
    g, _ = scenario([P(hand=["faithful-hound", "copper", "copper", "copper", "copper"], deck=["estate"] * 9),
                     P(hand=["militia"])], [["discard:faithful-hound", "discard:copper"], "set-aside:faithful-hound"],
                    turn_player=1, supply={"faithful-hound": 10, "militia": 10})
    g.play(1, "militia")
    assert "faithful-hound" not in g.hand(0) and "faithful-hound" not in g.discard(0)
    g.cleanup(1)
    assert "faithful-hound" in g.hand(0)
    g2, _ = scenario([P(hand=["faithful-hound"], deck=["copper", "estate"]), P()], supply={"faithful-hound": 10})
    g2.play(0, "faithful-hound")
    assert sorted(g2.hand(0)) == ["copper", "estate"]


def test_fool_takes_lost_in_the_woods_and_three_boons() -> None:
    """Fool: if you don't have Lost in the Woods, take it and receive 3 Boons in any order; with it, nothing
    (Nocturne FAQ)."""
    g, _ = scenario([P(hand=["fool", "fool"], deck=["copper"] * 5), P()],
                    ["boon:the-seas-gift", "boon:the-mountains-gift"], supply={"fool": 10},
                    boons=["the-fields-gift", "the-mountains-gift", "the-seas-gift", "the-forests-gift"])
    g.play(0, "fool")
    assert boons(g) == ["the-seas-gift", "the-mountains-gift", "the-forests-gift"]
    assert g.artifacts["lost-in-the-woods"] == 0
    g.play(0, "fool")
    assert len(boons(g)) == 3


def test_lost_in_the_woods_discards_for_a_boon_at_turn_start() -> None:
    """Lost in the Woods: at the start of your turn you may discard a card to receive a Boon (Nocturne)."""
    g, _ = scenario([P(hand=["estate"], deck=["copper"]), P()], ["discard:estate"], supply={"fool": 10},
                    boons=["the-seas-gift"])
    g.artifacts["lost-in-the-woods"] = 0
    g.start_turn(0)
    assert g.hand(0) == ["copper"] and g.discard(0) == ["estate"] and boons(g) == ["the-seas-gift"]


def test_idol_odd_receives_a_boon_even_curses_the_others() -> None:
    """Idol: $2; with an odd number of Idols in play receive a Boon, with an even number each other player
    gains a Curse (Nocturne FAQ)."""
    g, _ = scenario([P(hand=["idol", "idol"]), P()], phase="buy", supply={"idol": 10},
                    boons=["the-mountains-gift"])
    g.play(0, "idol")
    assert boons(g) == ["the-mountains-gift"] and g.turn.coins == 2
    g.play(0, "idol")
    assert g.discard(1) == ["curse"] and g.turn.coins == 4


def test_monastery_trashes_one_per_card_gained() -> None:
    """Monastery: for each card gained this turn, you may trash a card from hand or a Copper in play."""
    g, _ = scenario([P(hand=["monastery", "estate"], in_play=["copper"]), P()],
                    ["trash-in-play:copper", "trash:estate"], phase="night", supply={"monastery": 10})
    g.gain(0, "silver")
    g.gain(0, "silver")
    g.play(0, "monastery")
    assert sorted(g.trash_ids()) == ["copper", "estate"]


def test_necromancer_plays_a_trashed_action_once_a_turn() -> None:
    """Necromancer: play a face-up non-Duration Action from the trash, leaving it there, face down for the
    turn (Nocturne)."""
    g, d = scenario([P(hand=["necromancer", "necromancer"], deck=["copper"] * 6), P()],
                    supply={"necromancer": 10}, trash=["village", "cobbler"], actions=2)
    g.play(0, "necromancer")
    assert d.asked == []  # the Duration Cobbler is not offered: Village is the only choice
    assert g.trash_ids() == ["village", "cobbler"] and g.turn.actions == 3 and len(g.hand(0)) == 2
    g.play(0, "necromancer")
    assert len(g.hand(0)) == 1


def test_pixie_trashes_itself_to_receive_the_boon_twice() -> None:
    """Pixie: +1 Card +1 Action, discard the top Boon; you may trash Pixie to receive that Boon twice."""
    g, _ = scenario([P(hand=["pixie"], deck=["copper"]), P()], ["trash:pixie"], supply={"pixie": 10},
                    boons=["the-mountains-gift"])
    g.play(0, "pixie")
    assert g.trash_ids() == ["pixie"] and g.discard(0) == ["silver", "silver"]
    assert boons(g) == ["the-mountains-gift"] * 2 and g.boon_discard == ["the-mountains-gift"]


def test_pooka_trashes_a_treasure_for_four_cards() -> None:
    """Pooka: you may trash a Treasure other than Cursed Gold from hand for +4 Cards (Nocturne)."""
    g, d = scenario([P(hand=["pooka", "cursed-gold", "copper"], deck=["estate"] * 4), P()], ["trash:copper"],
                    supply={"pooka": 10})
    g.play(0, "pooka")
    assert d.asked[0].ids() == ["trash:copper"]
    assert g.trash_ids() == ["copper"] and len(g.hand(0)) == 5


def test_raider_makes_big_hands_discard_a_copy_and_pays_next_turn() -> None:
    """Raider: each other player with 5+ cards discards a copy of a card you have in play (or reveals);
    next turn +$3 (Nocturne FAQ)."""
    g, d = scenario([P(hand=["raider"], in_play=["silver"], deck=["copper"] * 10),
                     P(hand=["silver", "copper", "estate", "estate", "gold"])],
                    phase="night", supply={"raider": 10})
    g.play(0, "raider")
    assert d.asked == [] and g.discard(1) == ["silver"]
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert g.turn.coins == 3


def test_sacred_grove_shares_a_boon_without_coins() -> None:
    """Sacred Grove: +1 Buy +$3, receive a Boon; if it doesn't give +$1 each other player may receive it."""
    g, _ = scenario([P(hand=["sacred-grove"]), P()], ["yes"], supply={"sacred-grove": 10},
                    boons=["the-mountains-gift"])
    g.play(0, "sacred-grove")
    assert g.discard(0) == ["silver"] and g.discard(1) == ["silver"] and (g.turn.coins, g.turn.buys) == (3, 2)
    g2, d2 = scenario([P(hand=["sacred-grove"]), P()], supply={"sacred-grove": 10}, boons=["the-fields-gift"])
    g2.play(0, "sacred-grove")
    assert d2.asked == [] and g2.turn.coins == 4 and boons(g2) == ["the-fields-gift"]


def test_secret_cave_discarding_three_pays_next_turn() -> None:
    """Secret Cave: +1 Card +1 Action; discarding 3 cards gives +$3 at the start of your next turn."""
    g, _ = scenario([P(hand=["secret-cave", "estate", "estate", "copper"], deck=["copper"] * 12), P()],
                    ["yes", ["discard:estate", "discard:estate", "discard:copper"]], supply={"secret-cave": 10})
    g.play(0, "secret-cave")
    assert g.hand(0) == ["copper"]
    g.cleanup(0)
    assert g.in_play(0) == ["secret-cave"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert g.turn.coins == 3


def test_shepherd_draws_two_per_victory_card_discarded() -> None:
    """Shepherd: +1 Action; discard any Victory cards, revealing them; +2 Cards per card discarded."""
    g, _ = scenario([P(hand=["shepherd", "estate", "duchy"], deck=["copper"] * 5), P()],
                    [["discard:duchy", "discard:estate"]], supply={"shepherd": 10})
    g.play(0, "shepherd")
    assert g.hand(0) == ["copper"] * 4 and g.turn.actions == 1


def test_skulk_hexes_others_and_gains_a_gold() -> None:
    """Skulk: +1 Buy, each other player receives the next Hex; when gained, gain a Gold (Nocturne)."""
    g, _ = scenario([P(hand=["skulk"]), P()], supply={"skulk": 10}, hexes=["plague"], **DOOM)
    g.play(0, "skulk")
    assert g.hand(1) == ["curse"] and g.turn.buys == 2
    g.gain(0, "skulk")
    assert sorted(g.discard(0)) == ["gold", "skulk"]


def test_tormentor_gains_an_imp_alone_else_hexes() -> None:
    """Tormentor: +$2; with no other cards in play gain an Imp, otherwise each other player receives a Hex."""
    g, _ = scenario([P(hand=["tormentor"]), P()], supply={"tormentor": 10}, non_supply={"imp": 13, "bat": 10},
                    kingdom=["vampire"], hexes=["plague"])
    g.play(0, "tormentor")
    assert g.discard(0) == ["imp"] and g.turn.coins == 2
    g2, _ = scenario([P(hand=["tormentor"], in_play=["copper"]), P()], supply={"tormentor": 10},
                     non_supply={"imp": 13, "bat": 10}, kingdom=["vampire"], hexes=["plague"])
    g2.play(0, "tormentor")
    assert g2.discard(0) == [] and g2.hand(1) == ["curse"]


def test_tracker_may_put_gained_cards_onto_the_deck() -> None:
    """Tracker: +$1, receive a Boon; while it is in play you may put each card you gain onto your deck,
    also the one its Boon gains (Nocturne FAQ)."""
    g, _ = scenario([P(hand=["tracker"]), P()], ["topdeck:tracker", "topdeck:tracker"], supply={"tracker": 10},
                    boons=["the-mountains-gift"])
    g.play(0, "tracker")
    assert g.deck(0) == ["silver"] and g.turn.coins == 1
    g.gain(0, "gold")
    assert g.deck(0) == ["silver", "gold"]


def test_tragic_hero_trashes_itself_with_eight_cards() -> None:
    """Tragic Hero: +3 Cards +1 Buy; with 8+ cards in hand after drawing, trash it and gain a Treasure."""
    g, _ = scenario([P(hand=["tragic-hero"] + ["copper"] * 5, deck=["estate"] * 3), P()], ["gain:gold"],
                    supply={"tragic-hero": 10})
    g.play(0, "tragic-hero")
    assert g.trash_ids() == ["tragic-hero"] and g.discard(0) == ["gold"] and g.turn.buys == 2
    g2, _ = scenario([P(hand=["tragic-hero"] + ["copper"] * 4, deck=["estate"] * 3), P()],
                     supply={"tragic-hero": 10})
    g2.play(0, "tragic-hero")
    assert g2.trash_ids() == [] and len(g2.hand(0)) == 7


def test_werewolf_draws_by_day_and_hexes_by_night() -> None:
    """Werewolf: in your Night phase each other player receives the next Hex; otherwise +3 Cards."""
    g, _ = scenario([P(hand=["werewolf"], deck=["copper"] * 3), P()], supply={"werewolf": 10},
                    hexes=["plague"], **DOOM)
    g.play(0, "werewolf")
    assert len(g.hand(0)) == 3 and g.hand(1) == []
    g2, _ = scenario([P(hand=["werewolf"], deck=["copper"] * 3), P()], supply={"werewolf": 10},
                     hexes=["plague"], phase="night", **DOOM)
    g2.play(0, "werewolf")
    assert g2.hand(0) == [] and g2.hand(1) == ["curse"]


# -- Boons -----------------------------------------------------------------------------------------------

def test_the_earths_gift_discards_a_treasure_to_gain_up_to_four() -> None:
    """The Earth's Gift: you may discard a Treasure to gain a card costing up to $4."""
    g, d = scenario([P(hand=["copper", "estate"]), P()], ["discard:copper", "gain:silver"], boons=["the-earths-gift"])
    g.receive_boon(0)
    assert d.asked[0].ids() == ["discard:copper"] and g.discard(0) == ["copper", "silver"]


def test_the_flames_gift_may_trash_a_card() -> None:
    """The Flame's Gift: you may trash a card from your hand."""
    g, _ = scenario([P(hand=["curse"]), P()], ["trash:curse"], boons=["the-flames-gift"])
    g.receive_boon(0)
    assert g.trash_ids() == ["curse"]


def test_the_forests_gift_gives_a_buy_and_a_coin_until_cleanup() -> None:
    """The Forest's Gift: +1 Buy, +$1, kept until Clean-up."""
    g, _ = scenario([P(), P()], boons=["the-forests-gift"])
    g.receive_boon(0)
    assert (g.turn.buys, g.turn.coins) == (2, 1) and g.boon_discard == []


def test_the_moons_gift_puts_a_discarded_card_on_the_deck() -> None:
    """The Moon's Gift: look through your discard pile; you may put a card from it onto your deck."""
    g, _ = scenario([P(discard=["gold", "estate"]), P()], ["topdeck:gold"], boons=["the-moons-gift"])
    g.receive_boon(0)
    assert g.deck(0) == ["gold"] and g.discard(0) == ["estate"]


def test_the_skys_gift_discards_three_for_a_gold() -> None:
    """The Sky's Gift: discarding 3 cards gains a Gold; with fewer you discard them all and gain nothing."""
    g, _ = scenario([P(hand=["copper", "copper", "estate"]), P()], ["yes"], boons=["the-skys-gift"])
    g.receive_boon(0)
    assert g.discard(0)[-1] == "gold" and g.hand(0) == []
    g2, _ = scenario([P(hand=["copper", "estate"]), P()], ["yes"], boons=["the-skys-gift"])
    g2.receive_boon(0)
    assert sorted(g2.discard(0)) == ["copper", "estate"]


def test_the_suns_gift_discards_from_the_top_four() -> None:
    """The Sun's Gift: look at the top 4 cards; discard any and put the rest back."""
    g, _ = scenario([P(deck=["gold", "curse", "estate", "silver", "copper"]), P()],
                    [["discard:curse", "discard:estate"], "topdeck:silver"], boons=["the-suns-gift"])
    g.receive_boon(0)
    assert g.deck(0) == ["gold", "silver", "copper"] and sorted(g.discard(0)) == ["curse", "estate"]
    g2, _ = scenario([P(deck=["gold", "curse", "estate", "silver", "copper"]), P()],
                     [[], "topdeck:copper", "topdeck:curse", "topdeck:estate"], boons=["the-suns-gift"])
    g2.receive_boon(0)
    assert g2.deck(0) == ["gold", "copper", "curse", "estate", "silver"]


def test_the_swamps_gift_gains_a_will_o_wisp() -> None:
    """The Swamp's Gift: gain a Will-o'-Wisp from its pile."""
    g, _ = scenario([P(), P()], boons=["the-swamps-gift"], non_supply={"will-o-wisp": 12})
    g.receive_boon(0)
    assert g.discard(0) == ["will-o-wisp"] and g.pile_count("will-o-wisp") == 11


def test_the_winds_gift_draws_two_and_discards_two() -> None:
    """The Wind's Gift: +2 Cards, then discard 2 cards."""
    g, _ = scenario([P(hand=["estate"], deck=["gold", "curse"]), P()], [["discard:curse", "discard:estate"]],
                    boons=["the-winds-gift"])
    g.receive_boon(0)
    assert g.hand(0) == ["gold"] and sorted(g.discard(0)) == ["curse", "estate"]


# -- Hexes and States ------------------------------------------------------------------------------------

def test_bad_omens_leaves_two_coppers_on_the_deck() -> None:
    """Bad Omens: put your deck into your discard pile, then put 2 Coppers from it onto your deck."""
    g, _ = scenario([P(deck=["gold", "copper", "estate"], discard=["copper"]), P()], hexes=["bad-omens"], **DOOM)
    g.receive_hex(0)
    assert g.deck(0) == ["copper", "copper"] and sorted(g.discard(0)) == ["estate", "gold"]


def test_delusion_and_envy_give_one_state_only() -> None:
    """Delusion / Envy: if you don't have Deluded or Envious, take Deluded (Envy: Envious)."""
    g, _ = scenario([P(), P()], hexes=["delusion", "envy"], **DOOM)
    g.receive_hex(0)
    g.receive_hex(0)
    assert g.players[0].marks.get("envious") and not g.players[0].marks.get("deluded")


def test_envious_makes_silver_and_gold_worth_one() -> None:
    """Envious: at the start of your Buy phase it is returned; Silver and Gold make $1 this turn."""
    g, _ = scenario([P(hand=["gold", "silver", "copper"]), P()], ["done"], hexes=["envy"], **DOOM)
    g.receive_hex(0)
    g.buy_phase(0)
    assert g.turn.coins == 3 and not g.players[0].marks.get("envious")


def test_famine_discards_actions_and_shuffles_the_rest_back() -> None:
    """Famine: reveal the top 3 cards, discard the Actions, shuffle the rest into your deck."""
    g, _ = scenario([P(deck=["estate", "village", "gold", "smithy"]), P()], hexes=["famine"], **DOOM)
    g.receive_hex(0)
    assert sorted(g.discard(0)) == ["smithy", "village"] and sorted(g.deck(0)) == ["estate", "gold"]


def test_fear_discards_an_action_or_treasure_from_five_cards() -> None:
    """Fear: with at least 5 cards in hand, discard an Action or Treasure (or reveal you can't)."""
    g, _ = scenario([P(hand=["estate", "estate", "estate", "estate", "gold"]), P()], hexes=["fear"], **DOOM)
    g.receive_hex(0)
    assert g.discard(0) == ["gold"]


def test_greed_gains_a_copper_onto_the_deck() -> None:
    """Greed: gain a Copper onto your deck."""
    g, _ = scenario([P(deck=["gold"]), P()], hexes=["greed"], **DOOM)
    g.receive_hex(0)
    assert g.deck(0) == ["gold", "copper"]


def test_haunting_puts_a_card_from_four_onto_the_deck() -> None:
    """Haunting: with at least 4 cards in hand, put one of them onto your deck."""
    g, _ = scenario([P(hand=["gold", "estate", "estate", "estate"]), P()], ["topdeck:gold"], hexes=["haunting"],
                    **DOOM)
    g.receive_hex(0)
    assert g.deck(0) == ["gold"] and len(g.hand(0)) == 3


def test_poverty_discards_down_to_three() -> None:
    """Poverty: discard down to 3 cards in hand."""
    g, _ = scenario([P(hand=["gold", "estate", "estate", "copper", "silver"]), P()],
                    [["discard:estate", "discard:estate"]], hexes=["poverty"], **DOOM)
    g.receive_hex(0)
    assert sorted(g.hand(0)) == ["copper", "gold", "silver"]


def test_war_trashes_the_first_card_costing_three_or_four() -> None:
    """War: reveal cards until one costing $3 or $4; trash it and discard the rest."""
    g, _ = scenario([P(deck=["copper", "silver", "gold", "estate"]), P()], hexes=["war"], **DOOM)
    g.receive_hex(0)
    assert g.trash_ids() == ["silver"] and sorted(g.discard(0)) == ["estate", "gold"] and g.deck(0) == ["copper"]


# -- Heirlooms, Spirits and Zombies ----------------------------------------------------------------------

def test_heirloom_treasures() -> None:
    """Lucky Coin gains a Silver, Cursed Gold ($3) a Curse, Pouch gives +1 Buy, Goat may trash (Nocturne)."""
    g, _ = scenario([P(hand=["lucky-coin", "cursed-gold", "pouch", "goat", "estate"]), P()], ["trash:estate"],
                    phase="buy")
    for c in ("lucky-coin", "cursed-gold", "pouch", "goat"):
        g.play(0, c)
    assert g.turn.coins == 6 and g.turn.buys == 2
    assert sorted(g.discard(0)) == ["curse", "silver"] and g.trash_ids() == ["estate"]


def test_pasture_counts_estates() -> None:
    """Pasture: worth 1 VP per Estate you have."""
    g, _ = scenario([P(hand=["pasture", "estate"], deck=["estate"]), P()])
    assert g.score(0) == 2 + 2


def test_haunted_mirror_trashed_discards_an_action_for_a_ghost() -> None:
    """Haunted Mirror: when trashed, you may discard an Action card to gain a Ghost."""
    g, _ = scenario([P(hand=["haunted-mirror", "village"]), P()], ["discard:village"], non_supply={"ghost": 6})
    g.trash(0, g.find(0, "haunted-mirror"))
    assert sorted(g.discard(0)) == ["ghost", "village"]


def test_magic_lamp_with_six_single_cards_becomes_three_wishes() -> None:
    """Magic Lamp: with 6+ cards you have exactly one copy of in play, trash it and gain 3 Wishes."""
    g, _ = scenario([P(hand=["magic-lamp"], in_play=["copper", "silver", "gold", "village", "smithy"]), P()],
                    phase="buy", non_supply={"wish": 12})
    g.play(0, "magic-lamp")
    assert g.trash_ids() == ["magic-lamp"] and g.discard(0) == ["wish"] * 3 and g.turn.coins == 1


def test_will_o_wisp_takes_a_cheap_top_card() -> None:
    """Will-o'-Wisp: +1 Card +1 Action; reveal the top card and take it if it costs $2 or less."""
    g, _ = scenario([P(hand=["will-o-wisp"], deck=["estate", "gold"]), P()])
    g.play(0, "will-o-wisp")
    assert g.hand(0) == ["gold", "estate"] and g.turn.actions == 1


def test_imp_draws_and_plays_a_new_action() -> None:
    """Imp: +2 Cards; you may play an Action from hand you have no copy of in play."""
    g, _ = scenario([P(hand=["imp"], deck=["copper", "village"]), P()], ["play:village"])
    g.play(0, "imp")
    assert sorted(g.in_play(0)) == ["imp", "village"] and g.turn.actions == 2


def test_ghost_plays_the_found_action_twice_next_turn() -> None:
    """Ghost: reveal until an Action, discard the rest, and play the Action twice at the start of next turn."""
    g, _ = scenario([P(hand=["ghost"], deck=["copper"] * 12 + ["smithy", "estate"]), P()], phase="night")
    g.play(0, "ghost")
    assert g.discard(0) == ["estate"]
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 11 and "smithy" in g.in_play(0)


def test_zombies() -> None:
    """Zombie Apprentice trashes an Action for +3 Cards +1 Action; Zombie Mason trashes the top card and may gain
    one costing up to $1 more; Zombie Spy draws and may discard the top card."""
    g, _ = scenario([P(hand=["zombie-apprentice", "village"], deck=["copper"] * 3), P()], ["trash:village"])
    g.play(0, "zombie-apprentice")
    assert g.trash_ids() == ["village"] and len(g.hand(0)) == 3 and g.turn.actions == 1
    g2, _ = scenario([P(hand=["zombie-mason"], deck=["estate"]), P()], ["gain:silver"])
    g2.play(0, "zombie-mason")
    assert g2.trash_ids() == ["estate"] and g2.discard(0) == ["silver"]
    g3, _ = scenario([P(hand=["zombie-spy"], deck=["curse", "gold"]), P()], ["discard:curse"])
    g3.play(0, "zombie-spy")
    assert g3.hand(0) == ["gold"] and g3.discard(0) == ["curse"]


# -- FAQ interactions ------------------------------------------------------------------------------------

def test_throne_room_pixie_can_be_trashed_only_once() -> None:
    """Pixie FAQ: played twice by Throne Room, it can be trashed on the first play only; the second play still
    draws and discards a Boon but cannot receive it (Pixie is no longer in play)."""
    g, d = scenario([P(hand=["throne-room", "pixie"], deck=["copper", "copper"]), P()],
                    ["play:pixie", "trash:pixie"], supply={"pixie": 10}, boons=["the-seas-gift", "the-mountains-gift"])
    g.play(0, "throne-room")
    assert g.trash_ids() == ["pixie"] and boons(g) == ["the-mountains-gift"] * 2
    assert g.boon_discard == ["the-mountains-gift", "the-seas-gift"] and [a.kind for a in d.asked] == ["play", "pixie"]


def test_necromancer_playing_tragic_hero_still_gains_a_treasure() -> None:
    """Necromancer FAQ: a card that does not check whether it trashed itself works normally from the trash:
    Tragic Hero stays in the trash and still gains a Treasure."""
    g, _ = scenario([P(hand=["necromancer"] + ["copper"] * 5, deck=["estate"] * 3), P()], ["gain:gold"],
                    supply={"necromancer": 10}, trash=["tragic-hero"])
    g.play(0, "necromancer")
    assert g.trash_ids() == ["tragic-hero"] and g.discard(0) == ["gold"]


def test_necromancer_playing_pixie_cannot_trash_it() -> None:
    """Necromancer FAQ: a card that checks whether it trashed itself (Pixie) finds it did not."""
    g, d = scenario([P(hand=["necromancer"], deck=["copper"]), P()], supply={"necromancer": 10}, trash=["pixie"],
                    boons=["the-mountains-gift"])
    g.play(0, "necromancer")
    assert d.asked == [] and boons(g) == [] and g.boon_discard == ["the-mountains-gift"]


def test_faithful_hound_in_cleanup_does_nothing() -> None:
    """Faithful Hound FAQ: its ability does nothing during Clean-up."""
    g, d = scenario([P(hand=["faithful-hound"], deck=["copper"] * 5), P()], supply={"faithful-hound": 10})
    g.cleanup(0)
    assert d.asked == [] and g.discard(0) == ["faithful-hound"]


def test_tormentor_counts_durations_from_last_turn() -> None:
    """Tormentor FAQ: a Duration still in play from an earlier turn is another card in play."""
    g, _ = scenario([P(hand=["tormentor"], in_play=["guardian"]), P()], supply={"tormentor": 10},
                    non_supply={"imp": 13, "bat": 10}, kingdom=["vampire"], hexes=["plague"])
    g.play(0, "tormentor")
    assert g.discard(0) == [] and g.hand(1) == ["curse"]


def test_druid_boon_kept_until_cleanup_stays_with_druid() -> None:
    """Druid FAQ: a Boon received from Druid stays with Druid, even one that says to keep it until Clean-up."""
    g, _ = scenario([P(hand=["druid"], deck=["copper"] * 5), P()], ["boon:the-fields-gift"], kingdom=["druid"],
                    supply={"druid": 10}, boons=["the-fields-gift", "the-seas-gift", "the-suns-gift"])
    g.play(0, "druid")
    g.cleanup(0)
    assert g.boon_discard == [] and "the-fields-gift" in g.marks["druid"]


def test_vampire_with_the_bat_pile_empty_still_hexes_and_gains() -> None:
    """Vampire FAQ: with the Bat pile empty the exchange fails, but the Hex and the gain (up to $5, not a
    Vampire) still happen, and Vampire stays in play."""
    g, d = scenario([P(hand=["vampire"]), P()], ["gain:duchy"], phase="night", supply={"vampire": 10},
                    kingdom=["vampire"], non_supply={"bat": 0}, hexes=["plague"])
    g.play(0, "vampire")
    assert g.hand(1) == ["curse"] and g.discard(0) == ["duchy"] and g.in_play(0) == ["vampire"]
    assert "gain:vampire" not in d.asked[0].ids()


def test_wish_played_twice_by_throne_room_gains_only_once() -> None:
    """Wish (Throne Room): the first play returns Wish to its pile and gains a card to hand; the second play
    cannot return it again, so it gains nothing (it only gives +1 Action)."""
    g, _ = scenario([P(hand=["throne-room", "wish"]), P()], ["play:wish", "gain:gold"],
                    supply={"throne-room": 10}, non_supply={"wish": 11})
    g.play(0, "throne-room")
    assert g.hand(0) == ["gold"] and g.pile_count("wish") == 12 and g.turn.actions == 2


def test_leprechaun_gains_a_wish_only_with_exactly_seven_cards_in_play() -> None:
    """Leprechaun: gain a Gold; with exactly 7 cards in play (itself included) gain a Wish, otherwise receive
    a Hex."""
    g, _ = scenario([P(hand=["leprechaun"], in_play=["copper"] * 6), P()], supply={"leprechaun": 10},
                    non_supply={"wish": 12, "bat": 10}, kingdom=["vampire"], hexes=["plague"])
    g.play(0, "leprechaun")
    assert sorted(g.discard(0)) == ["gold", "wish"] and g.hand(0) == []
    g2, _ = scenario([P(hand=["leprechaun"], in_play=["copper"] * 5), P()], supply={"leprechaun": 10},
                     non_supply={"wish": 12, "bat": 10}, kingdom=["vampire"], hexes=["plague"])
    g2.play(0, "leprechaun")
    assert g2.discard(0) == ["gold"] and g2.hand(0) == ["curse"]


def test_locusts_curses_for_copper_and_gains_cheaper_sharing_a_type() -> None:
    """Locusts: trash the top card of your deck; a Copper or Estate gives a Curse, anything else a cheaper card
    sharing a type with it (a Silver: a cheaper Treasure)."""
    g, _ = scenario([P(), P(deck=["copper"])], hexes=["locusts"], **DOOM)
    g.receive_hex(1)
    assert g.trash_ids() == ["copper"] and g.discard(1) == ["curse"]
    g2, _ = scenario([P(), P(deck=["silver"])], ["gain:copper"], hexes=["locusts"], **DOOM)
    g2.receive_hex(1)
    assert g2.trash_ids() == ["silver"] and g2.discard(1) == ["copper"]


# -- Hexes given to each other player -----------------------------------------------------------------

def test_each_other_player_receives_the_same_hex() -> None:
    """Nocturne rulebook: "each other player receives the next Hex" turns over just one Hex, and every other
    player follows that same Hex (Skulk with three players: both take Plague, the next Hex stays on the deck)."""
    g, _ = scenario([P(hand=["skulk"]), P(), P()], supply={"skulk": 10}, hexes=["greed", "plague"], **DOOM)
    g.play(0, "skulk")
    assert g.hand(1) == ["curse"] and g.hand(2) == ["curse"] and g.deck(1) == [] and g.deck(2) == []
    assert [(e.player, e.hex) for e in g.events if isinstance(e, HexReceived)] == [(1, "plague"), (2, "plague")]
    assert g.hex_deck == ["greed"] and g.hex_discard == ["plague"] and "nocturne:shared-hex" not in g.marks


def test_vampire_werewolf_and_tormentor_turn_over_one_hex_for_all() -> None:
    """Vampire, Werewolf (at Night) and Tormentor (with other cards in play) give each other player the same
    one Hex (Nocturne rulebook: one Hex is turned over for an Attack)."""
    for card, extra in (("vampire", ["gain:silver"]), ("werewolf", []), ("tormentor", [])):
        g, _ = scenario([P(hand=[card], in_play=["copper"]), P(deck=["estate"]), P(deck=["estate"])], extra,
                        phase="night" if card != "tormentor" else "action", supply={card: 10},
                        hexes=["plague", "greed"], **DOOM)
        g.play(0, card)
        assert g.deck(1) == ["estate", "copper"] and g.deck(2) == ["estate", "copper"], card
        assert g.hex_deck == ["plague"] and g.hex_discard == ["greed"], card


def test_a_player_unaffected_by_the_attack_does_not_take_the_hex() -> None:
    """Guardian FAQ / Moat: a player the Attack does not affect receives nothing; the one Hex turned over still goes
    to the others (here the player after them)."""
    g, _ = scenario([P(hand=["skulk"]), P(in_play=["guardian"]), P()], supply={"skulk": 10, "guardian": 10},
                    hexes=["greed", "plague"], **DOOM)
    g.players[1].shields = 1
    g.play(0, "skulk")
    assert g.hand(1) == [] and g.hand(2) == ["curse"] and g.hex_deck == ["greed"]


# -- Night, Durations and cards gained to hand -----------------------------------------------------------

def test_night_watchman_puts_the_rest_back_in_any_order() -> None:
    """Night Watchman: look at the top 5 cards, discard any number, put the rest back in any order (the card
    text: the order is the player's choice)."""
    g, _ = scenario([P(hand=["night-watchman"], deck=["copper", "gold", "estate", "silver", "curse", "duchy"]), P()],
                    [["discard:curse", "discard:estate"], "topdeck:gold", "topdeck:duchy"], phase="night",
                    supply={"night-watchman": 10})
    g.play(0, "night-watchman")
    assert g.deck(0) == ["copper", "gold", "duchy", "silver"] and sorted(g.discard(0)) == ["curse", "estate"]


def test_night_watchman_discarding_faithful_hound_from_the_deck() -> None:
    """Faithful Hound FAQ: it need not be in the hand; discarded from the deck by Night Watchman it may be set aside
    and comes to the hand at the end of the turn."""
    g, _ = scenario([P(hand=["night-watchman"], deck=["copper"] * 5 + ["faithful-hound"]), P()],
                    [["discard:faithful-hound"], "set-aside:faithful-hound"], phase="night",
                    supply={"night-watchman": 10, "faithful-hound": 10})
    g.play(0, "night-watchman")
    assert g.discard(0) == [] and "faithful-hound" not in g.deck(0)
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["faithful-hound"]


def test_den_of_sin_bought_goes_to_hand_and_is_played_at_night() -> None:
    """Den of Sin FAQ: it is gained to the hand, and Night comes after the Buy phase, so it is played the turn it is
    bought; at the start of the next turn, +2 Cards."""
    g, _ = scenario([P(hand=["gold", "gold"], deck=["copper"] * 12), P()], ["buy:den-of-sin", "play:den-of-sin"],
                    supply={"den-of-sin": 10})
    g.take_turn()
    assert g.in_play(0) == ["den-of-sin"] and len(g.hand(0)) == 5
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 7 and g.in_play(0) == ["den-of-sin"]
    g.cleanup(0)
    assert g.in_play(0) == []


def test_ghost_town_and_cobbler_next_turn() -> None:
    """Ghost Town: next turn +1 Card +1 Action; Cobbler: next turn gain a card costing up to $4 to the hand
    (Nocturne)."""
    g, _ = scenario([P(hand=["ghost-town", "cobbler"], deck=["copper"] * 12), P()], ["start:cobbler", "gain:silver"],
                    phase="night", supply={"ghost-town": 10, "cobbler": 10})
    g.play(0, "ghost-town")
    g.play(0, "cobbler")
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper"] * 6 + ["silver"] and g.turn.actions == 2
    assert gained(g)[-1] == (0, "silver", "supply", "hand")


def test_guardian_protects_until_the_next_turn_then_gives_a_coin() -> None:
    """Guardian: until your next turn other players' Attacks don't affect you; at the start of your next turn +$1
    (Nocturne FAQ); after that, Attacks affect you again."""
    g, _ = scenario([P(hand=["guardian"], deck=["copper"] * 12),
                     P(hand=["witch"], deck=["copper"] * 5 + ["witch"] + ["copper"] * 6)],
                    phase="night", supply={"guardian": 10, "witch": 10})
    g.play(0, "guardian")
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "witch")
    assert g.discard(0) == []
    g.cleanup(1)
    g.start_turn(0)
    assert g.turn.coins == 1 and g.in_play(0) == ["guardian"]
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "witch")
    assert g.discard(0).count("curse") == 1


def test_ghost_playing_a_duration_stays_out_with_it() -> None:
    """Ghost FAQ: if Ghost plays a Duration card, Ghost stays in play with it (until the Duration leaves)."""
    g, _ = scenario([P(hand=["ghost"], deck=["copper"] * 12 + ["caravan"]), P()], ["start:caravan"], phase="night",
                    supply={"caravan": 10})
    g.play(0, "ghost")
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert sorted(g.in_play(0)) == ["caravan", "ghost"] and len(g.hand(0)) == 7
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["caravan", "ghost"]
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 7
    g.cleanup(0)
    assert g.in_play(0) == []


def test_ghost_finding_no_action_is_discarded_that_turn() -> None:
    """Ghost FAQ: with no Action found, everything revealed is discarded and Ghost leaves play that turn."""
    g, _ = scenario([P(hand=["ghost"], deck=["copper", "estate"]), P()], phase="night")
    g.play(0, "ghost")
    assert sorted(g.discard(0)) == ["copper", "estate"]
    g.cleanup(0)
    assert g.in_play(0) == [] and "ghost" in g.hand(0) + g.deck(0) + g.discard(0)


def test_raider_leaves_a_four_card_hand_alone() -> None:
    """Raider: only players with 5 or more cards in hand discard."""
    g, _ = scenario([P(hand=["raider"], in_play=["copper"]), P(hand=["copper", "copper", "estate", "estate"])],
                    phase="night", supply={"raider": 10})
    g.play(0, "raider")
    assert g.discard(1) == [] and len(g.hand(1)) == 4


def test_secret_cave_with_fewer_than_three_cards_discards_them_without_bonus() -> None:
    """Secret Cave FAQ: you may choose to discard with fewer than 3 cards in hand, discarding them all, but get no
    bonus, and Secret Cave is discarded that turn."""
    g, _ = scenario([P(hand=["secret-cave", "estate"], deck=["copper"] * 12), P()], ["yes"],
                    supply={"secret-cave": 10})
    g.play(0, "secret-cave")
    assert g.hand(0) == [] and sorted(g.discard(0)) == ["copper", "estate"]
    g.cleanup(0)
    assert g.in_play(0) == []


# -- Boons -------------------------------------------------------------------------------------------------

def test_a_boon_received_on_another_players_turn_gives_them_no_action_or_coin() -> None:
    """Blessed Village gained on another player's turn and received now: The Field's Gift's +1 Action +$1 are for
    the turn of the player receiving it, so they do nothing for the turn player; it is kept out until that turn's
    Clean-up."""
    g, _ = scenario([P(), P()], ["mode:now"], supply={"blessed-village": 10}, boons=["the-fields-gift"])
    g.gain(1, "blessed-village")
    assert (g.turn.actions, g.turn.coins) == (1, 0) and g.boon_discard == []
    g.cleanup(0)
    assert g.boon_discard == ["the-fields-gift"]


def test_a_kept_boon_stays_out_of_a_reshuffle() -> None:
    """Boons: a Boon kept until Clean-up is not in the discard pile when the empty Boons deck is re-formed from the
    discards (Nocturne rulebook)."""
    g, _ = scenario([P(deck=["copper"] * 7), P()], boons=["the-fields-gift"])
    g.boon_discard = ["the-seas-gift"]
    g.receive_boon(0)
    assert g.receive_boon(0) == "the-seas-gift"
    assert g.boon_deck == [] and g.boon_discard == ["the-seas-gift"]
    g.cleanup(0)
    assert g.boon_discard == ["the-seas-gift", "the-fields-gift"]


def test_pixie_receiving_the_fields_gift_twice() -> None:
    """Pixie FAQ: a Boon kept until Clean-up received twice gives its bonus twice (+2 Actions, +$2)."""
    g, _ = scenario([P(hand=["pixie"], deck=["copper"]), P()], ["trash:pixie"], supply={"pixie": 10},
                    boons=["the-fields-gift"])
    g.play(0, "pixie")
    assert (g.turn.actions, g.turn.coins) == (3, 2) and g.boon_discard == ["the-fields-gift"]


def test_sacred_grove_shared_rivers_gift_draws_at_end_of_turn() -> None:
    """Sacred Grove FAQ: each player choosing to receive The River's Gift draws a card at the end of your turn, at
    the same time as you."""
    g, _ = scenario([P(hand=["sacred-grove"], deck=["copper"] * 6), P(hand=["estate"] * 5, deck=["gold"])], ["yes"],
                    supply={"sacred-grove": 10}, boons=["the-rivers-gift"])
    g.play(0, "sacred-grove")
    assert g.hand(1) == ["estate"] * 5 and g.deck(1) == ["gold"]
    g.cleanup(0)
    assert len(g.hand(0)) == 6 and sorted(g.hand(1)) == ["estate"] * 5 + ["gold"]
    assert g.boon_discard == ["the-rivers-gift"]


def test_fool_takes_lost_in_the_woods_from_another_player() -> None:
    """Fool FAQ: you take Lost in the Woods even from another player who has it; then they no longer use it."""
    g, _ = scenario([P(hand=["fool"]), P(hand=["estate"], deck=["copper"] * 6)], supply={"fool": 10},
                    boons=["the-seas-gift"] + ["the-mountains-gift"] * 3)
    g.artifacts["lost-in-the-woods"] = 1
    g.play(0, "fool")
    assert g.artifacts["lost-in-the-woods"] == 0 and g.discard(0) == ["silver"] * 3
    g.cleanup(0)
    g.start_turn(1)
    assert g.hand(1) == ["estate"] and boons(g) == ["the-mountains-gift"] * 3 and g.boon_deck == ["the-seas-gift"]


def test_idol_counts_idols_in_play_not_plays() -> None:
    """Idol FAQ: Idol counts the Idols in play, not those played this turn: one Idol played twice by Counterfeit
    finds one Idol in play both times and receives a Boon twice."""
    g, _ = scenario([P(hand=["counterfeit", "idol"]), P()], ["play:idol"], phase="buy", supply={"idol": 10},
                    boons=["the-mountains-gift", "the-mountains-gift"])
    g.play(0, "counterfeit")
    assert boons(g) == ["the-mountains-gift"] * 2 and g.discard(1) == []


def test_idol_even_count_with_guardian_spares_its_player() -> None:
    """Idol is an Attack: with an even number of Idols, a player protected by Guardian gains no Curse."""
    g, _ = scenario([P(hand=["idol"], in_play=["idol"]), P(in_play=["guardian"]), P()], phase="buy",
                    supply={"idol": 10, "guardian": 10})
    g.players[1].shields = 1
    g.play(0, "idol")
    assert g.discard(1) == [] and g.discard(2) == ["curse"]


# -- States ------------------------------------------------------------------------------------------------

def test_envious_taken_before_the_buy_phase_applies_this_turn() -> None:
    """Envious FAQ: taken during your turn before the Buy phase (Leprechaun's Hex), it applies that turn."""
    g, _ = scenario([P(hand=["leprechaun", "gold", "silver"]), P()], ["done"], supply={"leprechaun": 10},
                    non_supply={"wish": 12, "bat": 10}, kingdom=["vampire"], hexes=["envy"])
    g.play(0, "leprechaun")
    g.buy_phase(0)
    assert g.turn.coins == 2 and not g.players[0].marks.get("envious")


def test_deluded_taken_in_the_buy_phase_waits_for_the_next_turn() -> None:
    """Deluded FAQ: taken in the Buy phase (Cursed Village's Hex when bought), it applies to the next turn: an
    Action may still be bought this turn and the State is kept."""
    g, _ = scenario([P(hand=["gold", "gold", "silver"]), P()], ["buy:cursed-village", "buy:village"], buys=2,
                    supply={"cursed-village": 10, "village": 10}, hexes=["delusion"], **DOOM)
    g.buy_phase(0)
    assert sorted(g.discard(0)) == ["cursed-village", "village"] and g.players[0].marks.get("deluded")


def test_misery_a_third_time_stays_twice_miserable() -> None:
    """Misery FAQ: hit a third time, nothing happens; you stay at Twice Miserable (-4 VP)."""
    g, _ = scenario([P(), P()], hexes=["misery"] * 3, **DOOM)
    for _ in range(3):
        g.receive_hex(0)
    assert g.score(0) == -4 and g.players[0].marks.get("twice-miserable")


# -- Changeling, Monastery, Necromancer, Exorcist, Cemetery -----------------------------------------------

def test_changeling_exchange_keeps_the_when_gain_ability() -> None:
    """Changeling FAQ: gain a Skulk, exchange it for a Changeling (Skulk back to its pile, Changeling to the discard
    pile) and still gain a Gold from Skulk's ability."""
    g, _ = scenario([P(), P()], ["exchange:changeling", "done"], supply={"changeling": 10, "skulk": 10},
                    hexes=["plague"], **DOOM)
    g.gain(0, "skulk")
    assert sorted(g.discard(0)) == ["changeling", "gold"]
    assert (g.pile_count("skulk"), g.pile_count("changeling"), g.pile_count("gold")) == (10, 9, 29)


def test_changeling_exchange_needs_a_cost_of_three_and_a_changeling() -> None:
    """Changeling FAQ: a card costing less than $3 cannot be exchanged, nor any card once the Changeling pile is
    empty."""
    g, d = scenario([P(), P()], supply={"changeling": 10})
    g.gain(0, "estate")
    assert d.asked == [] and g.discard(0) == ["estate"]
    g2, d2 = scenario([P(), P()], supply={"changeling": 0})
    g2.gain(0, "gold")
    assert d2.asked == [] and g2.discard(0) == ["gold"]


def test_changeling_gains_a_copy_of_a_duration_from_last_turn() -> None:
    """Changeling FAQ: the copy may be of any card you have in play, including a Duration played on an earlier
    turn that is still in play."""
    g, _ = scenario([P(hand=["changeling"], in_play=["secret-cave", "copper"]), P()], ["gain:secret-cave", "done"],
                    phase="night", supply={"changeling": 10, "secret-cave": 10})
    g.play(0, "changeling")
    assert g.trash_ids() == ["changeling"] and g.discard(0) == ["secret-cave"]


def test_monastery_does_not_count_an_exchanged_card() -> None:
    """Monastery FAQ: cards exchanged for (Vampire for a Bat) are not gained: after Vampire gained one card,
    Monastery trashes at most one."""
    g, d = scenario([P(hand=["vampire", "monastery", "estate", "curse"]), P()], ["gain:silver", "trash:curse"],
                    phase="night", supply={"vampire": 10, "monastery": 10}, non_supply={"bat": 10}, hexes=["greed"],
                    kingdom=["vampire"])
    g.play(0, "vampire")
    g.play(0, "monastery")
    assert g.trash_ids() == ["curse"] and g.hand(0) == ["estate"] and sorted(g.discard(0)) == ["bat", "silver"]


def test_devils_workshop_counts_cards_gained_at_night() -> None:
    """Devil's Workshop FAQ: it counts every card gained this turn, also those gained at Night before it (here
    Vampire's gain: one card, so a card up to $4)."""
    g, _ = scenario([P(hand=["vampire", "devils-workshop"]), P()], ["gain:silver", "gain:silver"], phase="night",
                    supply={"vampire": 10, "devils-workshop": 10}, non_supply={"bat": 10, "imp": 13},
                    hexes=["greed"], kingdom=["vampire"])
    g.play(0, "vampire")
    g.play(0, "devils-workshop")
    assert sorted(g.discard(0)) == ["bat", "silver", "silver"]


def test_necromancer_card_is_face_up_again_next_turn() -> None:
    """Necromancer: the card played is face down only for the turn; next turn it may be played again."""
    g, _ = scenario([P(hand=["necromancer"], deck=["copper"] * 12 + ["necromancer"] * 2), P()],
                    supply={"necromancer": 10}, trash=["village"])
    g.play(0, "necromancer")
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    g.start_turn(0)
    assert g.hand(0).count("necromancer") == 1
    before = len(g.hand(0))
    g.play(0, "necromancer")
    assert g.trash_ids() == ["village"] and len(g.hand(0)) == before and g.turn.actions == 2


def test_exorcist_trashing_a_copper_gains_nothing() -> None:
    """Exorcist: the Spirit must be cheaper; trashing a Copper ($0) gains nothing (Will-o'-Wisp costs $0 too)."""
    g, _ = scenario([P(hand=["exorcist", "copper"]), P()], phase="night", supply={"exorcist": 10},
                    non_supply={"will-o-wisp": 12, "imp": 13, "ghost": 6})
    g.play(0, "exorcist")
    assert g.trash_ids() == ["copper"] and g.discard(0) == []


def test_cemetery_trashing_haunted_mirror_can_gain_a_ghost() -> None:
    """Cemetery trashing the Heirloom Haunted Mirror: its when-trash ability lets you discard an Action card to
    gain a Ghost."""
    g, _ = scenario([P(hand=["haunted-mirror", "village", "estate"]), P()],
                    [["trash:estate", "trash:haunted-mirror"], "discard:village"], supply={"cemetery": 8},
                    non_supply={"ghost": 6})
    g.gain(0, "cemetery")
    assert sorted(g.trash_ids()) == ["estate", "haunted-mirror"]
    assert sorted(g.discard(0)) == ["cemetery", "ghost", "village"]


def test_faithful_hound_discarded_during_cleanup_is_not_set_aside() -> None:
    """Faithful Hound FAQ: the ability does nothing during Clean-up, even when something discards it then."""
    from generator.engine.types import Phase
    g, d = scenario([P(hand=["faithful-hound"]), P()], supply={"faithful-hound": 10})
    g.turn.phase = Phase.CLEANUP
    g.discard_card(0, g.find(0, "faithful-hound"))
    assert d.asked == [] and g.discard(0) == ["faithful-hound"]


def test_bat_trashing_nothing_stays_a_bat() -> None:
    """Bat: only if it trashed at least one card is it exchanged for a Vampire."""
    g, _ = scenario([P(hand=["bat", "copper"]), P()], [[]], phase="night", supply={"vampire": 10},
                    non_supply={"bat": 9})
    g.play(0, "bat")
    assert g.in_play(0) == ["bat"] and g.hand(0) == ["copper"] and g.pile_count("vampire") == 10


def test_lost_in_the_woods_is_optional() -> None:
    """Lost in the Woods FAQ: using it is optional; declining keeps the hand and receives no Boon."""
    g, _ = scenario([P(hand=["estate"], deck=["copper"]), P()], [[]], supply={"fool": 10}, boons=["the-seas-gift"])
    g.artifacts["lost-in-the-woods"] = 0
    g.start_turn(0)
    assert g.hand(0) == ["estate"] and boons(g) == [] and g.boon_deck == ["the-seas-gift"]


def test_ghost_shuffles_the_discard_pile_but_not_the_revealed_cards() -> None:
    """Ghost FAQ: running out of cards before an Action, you shuffle your discard pile, without the cards already
    revealed, and keep revealing."""
    g, _ = scenario([P(hand=["ghost"], deck=["copper"], discard=["smithy"]), P()], phase="night")
    g.play(0, "ghost")
    assert g.discard(0) == ["copper"] and g.deck(0) == [] and g.zone(0, Zone.SET_ASIDE) == ["smithy"]


def test_throne_room_tragic_hero_trashed_once_still_gains_twice() -> None:
    """Tragic Hero FAQ: played twice by Throne Room and trashed the first time, the second play still gains a
    Treasure."""
    g, _ = scenario([P(hand=["throne-room", "tragic-hero"] + ["copper"] * 5, deck=["estate"] * 6), P()],
                    ["play:tragic-hero", "gain:gold", "gain:silver"], supply={"tragic-hero": 10, "throne-room": 10})
    g.play(0, "throne-room")
    assert g.trash_ids() == ["tragic-hero"] and sorted(g.discard(0)) == ["gold", "silver"]
    assert len(g.hand(0)) == 11 and g.turn.buys == 3


def test_lost_in_the_woods_may_be_used_before_a_durations_start_of_turn_work() -> None:
    """Start-of-turn abilities happen in the order their player picks (Lost in the Woods FAQ): using Lost in the
    Woods before Den of Sin's +2 Cards, only the cards already in hand can be discarded for the Boon."""
    g, d = scenario([P(hand=["den-of-sin"], deck=["gold", "gold"] + ["copper"] * 4 + ["estate"]), P()],
                    ["use:lost-in-the-woods", "discard:estate"], supply={"fool": 10, "den-of-sin": 10},
                    boons=["the-fields-gift"], phase="night")
    g.play(0, "den-of-sin")
    g.cleanup(0)
    g.artifacts["lost-in-the-woods"] = 0
    g.start_turn(0)
    start = next(x for x in d.asked if x.kind == "start-of-turn")
    assert sorted(start.ids()) == ["start:den-of-sin", "use:lost-in-the-woods"]
    discard = next(x for x in d.asked if x.kind == "discard")
    assert "discard:gold" not in discard.ids()
    assert sorted(g.hand(0)) == ["copper"] * 4 + ["gold", "gold"] and g.discard(0) == ["estate"]
    assert boons(g) == ["the-fields-gift"]
    d.assert_done()
