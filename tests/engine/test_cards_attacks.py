"""Who gains: cursers, Saboteur, Swindler, Locusts, Noble Brigand, Embassy, Marauder, Cultist, Messenger, ..."""

from __future__ import annotations

from generator.engine import PlayerLayout
from tests.engine.helpers import gained, scenario

P = PlayerLayout


def test_witch_curses_others_in_turn_order() -> None:
    """Witch: +2 Cards and each other player, in turn order, gains a Curse."""
    g, _ = scenario([P(hand=["witch"], deck=["copper", "estate"]), P(), P()])
    g.play(0, "witch")
    assert g.hand(0) == ["estate", "copper"]
    assert gained(g) == [(1, "curse", "supply", "discard"), (2, "curse", "supply", "discard")]


def test_young_witch_bane_blocks_curse() -> None:
    """Young Witch: a player revealing the Bane gains no Curse."""
    g, d = scenario([P(hand=["young-witch", "copper", "estate"], deck=["copper", "copper"]), P(hand=["lurker"])],
                    [["discard:copper", "discard:estate"], "reveal:lurker"], supply={"lurker": 10}, bane="lurker")
    g.play(0, "young-witch")
    assert gained(g) == [] and g.hand(0) == ["copper", "copper"]
    d.assert_done()


def test_guardian_blocks_attack() -> None:
    """A player with Guardian in play is not affected by Witch."""
    g, _ = scenario([P(hand=["witch"]), P(in_play=["guardian"])])
    g.players[1].shields = 1
    g.play(0, "witch")
    assert gained(g) == []


def test_saboteur_trashes_first_card_costing_three() -> None:
    """Saboteur: the victim trashes Gold, may gain a card costing up to $4, discards the Estate revealed."""
    g, d = scenario([P(hand=["saboteur"]), P(deck=["copper", "gold", "estate"])], ["gain:silver"])
    g.play(0, "saboteur")
    assert g.trash_ids() == ["gold"] and g.discard(1) == ["silver", "estate"] and g.deck(1) == ["copper"]
    d.assert_done()


def test_swindler_victim_gains_card_attacker_chooses() -> None:
    """Swindler: the victim trashes their Silver and gains a $3 card the attacker picks."""
    g, d = scenario([P(hand=["swindler"]), P(deck=["silver"])], ["gain:swindler"], supply={"swindler": 9})
    g.play(0, "swindler")
    assert g.trash_ids() == ["silver"] and g.discard(1) == ["swindler"] and g.turn.coins == 2
    d.assert_done()


def test_locusts_gains_cheaper_card_sharing_a_type() -> None:
    """Locusts trashes a Silver and the player gains a cheaper Treasure (Copper)."""
    g, _ = scenario([P(hand=["leprechaun"]), P(deck=["silver"])], hexes=["locusts"])
    g.receive_hex(1)
    assert g.trash_ids() == ["silver"] and g.discard(1) == ["copper"]


def test_noble_brigand_on_buy_steals_gold() -> None:
    """Buying Noble Brigand attacks: the victim trashes Gold, which the buyer gains."""
    g, _ = scenario([P(), P(deck=["gold", "estate"])], supply={"noble-brigand": 10}, coins=4)
    g.buy(0, "noble-brigand")
    assert g.discard(0) == ["gold", "noble-brigand"] and g.discard(1) == ["estate"] and g.trash_ids() == []
    assert gained(g) == [(0, "gold", "trash", "discard"), (0, "noble-brigand", "supply", "discard")]


def test_noble_brigand_no_treasure_gives_copper() -> None:
    """A victim revealing no Treasure gains a Copper."""
    g, _ = scenario([P(hand=["noble-brigand"]), P(deck=["estate", "duchy"])])
    g.play(0, "noble-brigand")
    assert g.discard(1) == ["duchy", "estate", "copper"] and g.turn.coins == 1


def test_embassy_gives_others_silver() -> None:
    """Gaining Embassy gives each other player a Silver."""
    g, _ = scenario([P(), P(), P()], supply={"embassy": 10})
    g.gain(0, "embassy")
    assert gained(g) == [(0, "embassy", "supply", "discard"), (1, "silver", "supply", "discard"),
                         (2, "silver", "supply", "discard")]


def test_marauder_spoils_and_ruins() -> None:
    """Marauder gains a Spoils; the other player gains the top Ruins."""
    g, _ = scenario([P(hand=["marauder"]), P()], supply={"ruins": ["survivors", "ruined-market"]},
                    non_supply={"spoils": 15})
    g.play(0, "marauder")
    assert g.discard(0) == ["spoils"] and g.discard(1) == ["ruined-market"] and g.pile("ruins") == ["survivors"]


def test_cultist_chain_and_on_trash_draw() -> None:
    """Cultist gives Ruins and may play another Cultist; trashing one draws 3."""
    g, d = scenario([P(hand=["cultist", "cultist"], deck=["copper"] * 4), P()], ["play:cultist"],
                    supply={"ruins": ["survivors", "ruined-market", "ruined-village"]})
    g.play(0, "cultist")
    assert g.discard(1) == ["ruined-village", "ruined-market"] and len(g.hand(0)) == 4
    g2, _ = scenario([P(hand=["cultist"], deck=["copper"] * 3), P()])
    g2.trash(0, g2.zones.hands[0][0])
    assert g2.hand(0) == ["copper"] * 3
    d.assert_done()


def test_messenger_first_buy_gives_everyone_a_copy() -> None:
    """Messenger as first purchase: gain a card up to $4 and each other player gains a copy."""
    g, d = scenario([P(), P()], ["gain:silver"], supply={"messenger": 10}, coins=4)
    g.buy(0, "messenger")
    assert gained(g) == [(0, "silver", "supply", "discard"), (1, "silver", "supply", "discard"),
                         (0, "messenger", "supply", "discard")]
    d.assert_done()


def test_ambassador_returns_two_and_others_gain() -> None:
    """Ambassador returns two Estates to the Supply and the other player gains one."""
    g, d = scenario([P(hand=["ambassador", "estate", "estate"]), P()], ["return:2"])
    g.play(0, "ambassador")
    assert g.hand(0) == [] and g.discard(1) == ["estate"] and g.pile_count("estate") == 9
    d.assert_done()


def test_thief_steals_gold() -> None:
    """Thief: the attacker trashes the victim's Gold and gains it."""
    g, d = scenario([P(hand=["thief"]), P(deck=["copper", "gold"])], ["trash:gold", ["gain:gold"]])
    g.play(0, "thief")
    assert g.discard(0) == ["gold"] and g.trash_ids() == [] and g.discard(1) == ["copper"]
    assert gained(g) == [(0, "gold", "trash", "discard")]
    d.assert_done()


def test_catapult_curses_and_discards() -> None:
    """Catapult trashing a Silver curses the others and makes them discard down to 3."""
    g, d = scenario([P(hand=["catapult", "silver"]), P(hand=["copper", "copper", "estate", "estate"])],
                    [["discard:estate"]])
    g.play(0, "catapult")
    assert g.discard(1) == ["curse", "estate"] and g.trash_ids() == ["silver"] and g.turn.coins == 1
    d.assert_done()


def test_knight_trashing_a_knight_trashes_itself() -> None:
    """Sir Martin makes the victim trash Dame Anna, so Sir Martin is trashed too."""
    g, d = scenario([P(hand=["sir-martin"]), P(deck=["silver", "dame-anna"])], ["trash:dame-anna"])
    g.play(0, "sir-martin")
    assert g.trash_ids() == ["dame-anna", "sir-martin"] and g.discard(1) == ["silver"] and g.turn.buys == 3
    d.assert_done()


def test_hovel_trashed_when_buying_victory() -> None:
    """Hovel may be trashed from hand when its owner buys a Victory card."""
    g, d = scenario([P(hand=["hovel"]), P()], ["trash:hovel"], coins=2)
    g.buy(0, "estate")
    assert g.trash_ids() == ["hovel"] and g.discard(0) == ["estate"]
    d.assert_done()


def test_band_of_misfits_plays_supply_card_leaving_it() -> None:
    """Band of Misfits plays Nomad Camp from the Supply, which stays there."""
    g, d = scenario([P(hand=["band-of-misfits"]), P()], ["play:nomad-camp"],
                    supply={"nomad-camp": 10, "witch": 10, "lurker": 10})
    g.play(0, "band-of-misfits")
    assert (g.turn.coins, g.turn.buys) == (2, 2) and g.pile_count("nomad-camp") == 10
    d.assert_done()


def test_develop_gains_one_more_and_one_less_onto_deck() -> None:
    """Develop trashing a Silver gains a $4 and a $2 card onto the deck."""
    g, d = scenario([P(hand=["develop", "silver"]), P()], ["gain:nomad-camp"], supply={"nomad-camp": 10})
    g.play(0, "develop")
    assert g.deck(0) == ["nomad-camp", "estate"] and g.trash_ids() == ["silver"]
    d.assert_done()
