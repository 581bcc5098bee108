"""Plunder: every implemented card's rules, from the card texts and the Plunder rulebook's FAQ."""

from __future__ import annotations

from generator.engine import Game, PlayerLayout, ScriptedDecider, Zone
from tests.engine.helpers import gained, scenario

P = PlayerLayout
LOOT = {"loot": ["orb", "hammer", "sword"]}


def next_turn(g: Game, p: int) -> None:
    """Clean up ``p``'s turn and start their next one (skipping the other players)."""
    g.cleanup(p)
    g.start_turn(p)


# -- Loot cards ---------------------------------------------------------------------------------------------

def test_amphora_now_or_next_turn() -> None:
    """Amphora: +1 Buy and +$3 now, or at the start of the next turn (then it stays in play until then)."""
    g, _ = scenario([P(hand=["amphora", "amphora"], deck=["copper"] * 10), P()], ["mode:now", "mode:next-turn"])
    g.play(0, "amphora")
    assert (g.turn.buys, g.turn.coins) == (2, 3)
    g.play(0, "amphora")
    assert (g.turn.buys, g.turn.coins) == (2, 3)
    next_turn(g, 0)
    assert (g.turn.buys, g.turn.coins) == (2, 3) and g.in_play(0) == ["amphora"]


def test_doubloons_gains_a_gold_when_gained() -> None:
    """Doubloons: $3; when you gain it, you also gain a Gold."""
    g, _ = scenario([P(hand=["doubloons"]), P()], non_supply={"loot": ["doubloons"]})
    g.gain(0, "doubloons", source="non-supply:loot")
    assert gained(g) == [(0, "doubloons", "non-supply:loot", "discard"), (0, "gold", "supply", "discard")]
    g.play(0, "doubloons")
    assert g.turn.coins == 3


def test_endless_chalice_pays_every_turn_and_never_leaves() -> None:
    """Endless Chalice: $1 and +1 Buy now and at the start of each of your turns; it stays in play for good."""
    g, _ = scenario([P(hand=["endless-chalice"], deck=["copper"] * 15), P()])
    g.play(0, "endless-chalice")
    assert (g.turn.coins, g.turn.buys) == (1, 2)
    for _ in range(2):
        next_turn(g, 0)
        assert (g.turn.coins, g.turn.buys) == (1, 2) and g.in_play(0) == ["endless-chalice"]


def test_figurehead_draws_two_next_turn() -> None:
    """Figurehead: $3 now; +2 Cards at the start of your next turn."""
    g, _ = scenario([P(hand=["figurehead"], deck=["copper"] * 10), P()])
    g.play(0, "figurehead")
    assert g.turn.coins == 3
    next_turn(g, 0)
    assert len(g.hand(0)) == 7 and g.in_play(0) == ["figurehead"]


def test_hammer_gains_a_card_costing_up_to_four() -> None:
    """Hammer: $3 and gain a card costing up to $4 (Gold is not offered)."""
    g, d = scenario([P(hand=["hammer"]), P()], ["gain:silver"])
    g.play(0, "hammer")
    assert g.turn.coins == 3 and gained(g) == [(0, "silver", "supply", "discard")]
    assert not any(o.id == "gain:gold" for o in d.asked[0].options)


def test_insignia_may_put_gained_cards_onto_the_deck() -> None:
    """Insignia: $3; this turn each card you gain may go onto your deck instead of staying where it went."""
    g, _ = scenario([P(hand=["insignia"], deck=["copper"]), P()], ["topdeck:insignia", "done"])
    g.play(0, "insignia")
    g.gain(0, "silver")
    g.gain(0, "gold")
    assert g.deck(0) == ["copper", "silver"] and g.discard(0) == ["gold"]


def test_jewels_goes_to_the_bottom_of_the_deck_next_turn() -> None:
    """Jewels: $3, +1 Buy; at the start of your next turn it goes on the bottom of your deck."""
    g, _ = scenario([P(hand=["jewels"], deck=["copper"] * 8), P()])
    g.play(0, "jewels")
    assert (g.turn.coins, g.turn.buys) == (3, 2)
    next_turn(g, 0)
    assert g.in_play(0) == [] and g.deck(0)[0] == "jewels"


def test_orb_plays_an_action_from_the_discard_pile() -> None:
    """Orb: play an Action or Treasure from your discard pile, or take +1 Buy and +$3."""
    g, _ = scenario([P(hand=["orb", "orb"], discard=["village", "estate"], deck=["copper"] * 3), P()],
                    ["play:village", "mode:buy-and-coins"])
    g.play(0, "orb")
    assert g.in_play(0) == ["orb", "village"] and g.discard(0) == ["estate"]
    g.play(0, "orb")
    assert (g.turn.buys, g.turn.coins) == (2, 3)


def test_prize_goat_may_trash_a_card() -> None:
    """Prize Goat: $3, +1 Buy, and you may trash a card from your hand."""
    g, _ = scenario([P(hand=["prize-goat", "estate"]), P()], ["trash:estate"])
    g.play(0, "prize-goat")
    assert (g.turn.coins, g.turn.buys) == (3, 2) and g.trash_ids() == ["estate"]


def test_puzzle_box_may_decline() -> None:
    """Puzzle Box: $3, +1 Buy; setting a card aside is optional."""
    g, _ = scenario([P(hand=["puzzle-box", "estate"]), P()], [[]])
    g.play(0, "puzzle-box")
    assert (g.turn.coins, g.turn.buys) == (3, 2) and g.hand(0) == ["estate"] and g.turn.at_turn_end == []


def test_sextant_discards_any_and_reorders_the_rest() -> None:
    """Sextant: $3, +1 Buy; look at the top 5, discard any number, put the rest back in any order."""
    g, _ = scenario([P(hand=["sextant"], deck=["gold", "silver", "copper", "estate", "estate"]), P()],
                    [["discard:estate", "discard:estate"], "topdeck:copper", "topdeck:gold"])
    g.play(0, "sextant")
    assert g.discard(0) == ["estate", "estate"] and g.deck(0) == ["copper", "gold", "silver"]


def test_shield_makes_an_attack_miss() -> None:
    """Shield: revealing it from hand when another player plays an Attack makes that Attack not affect you."""
    g, _ = scenario([P(hand=["sword"]), P(hand=["shield"] + ["copper"] * 5)], ["reveal:shield"])
    g.play(0, "sword")
    assert len(g.hand(1)) == 6 and (g.turn.coins, g.turn.buys) == (3, 2)


def test_sword_makes_others_discard_down_to_four() -> None:
    """Sword: $3, +1 Buy; each other player discards down to 4 cards in hand."""
    g, _ = scenario([P(hand=["sword"]), P(hand=["copper"] * 6)], [["discard:copper", "discard:copper"]])
    g.play(0, "sword")
    assert len(g.hand(1)) == 4 and g.discard(1) == ["copper", "copper"]


def test_spell_scroll_trashes_itself_to_gain_and_play_a_cheaper_card() -> None:
    """Spell Scroll: trash it to gain a card costing less; an Action or Treasure gained may be played."""
    g, d = scenario([P(hand=["spell-scroll"]), P()], ["gain:gold", "play:gold"], phase="buy")
    g.play(0, "spell-scroll")
    assert g.trash_ids() == ["spell-scroll"] and g.in_play(0) == ["gold"] and g.turn.coins == 3
    d.assert_done()


def test_staff_may_play_an_action() -> None:
    """Staff: $3, +1 Buy, and you may play an Action card from your hand."""
    g, _ = scenario([P(hand=["staff", "village"], deck=["copper"]), P()], ["play:village"], phase="buy", actions=0)
    g.play(0, "staff")
    assert g.in_play(0) == ["staff", "village"] and g.turn.actions == 2 and g.hand(0) == ["copper"]


# -- Kingdom Treasures ------------------------------------------------------------------------------------------

def test_jewelled_egg_gains_a_loot_when_trashed() -> None:
    """Jewelled Egg: $1, +1 Buy; the player whose Egg is trashed gains a Loot."""
    g, _ = scenario([P(hand=["jewelled-egg", "jewelled-egg"]), P()], non_supply=LOOT)
    g.play(0, "jewelled-egg")
    assert (g.turn.coins, g.turn.buys) == (1, 2)
    g.trash(0, g.find(0, "jewelled-egg"))
    assert gained(g) == [(0, "sword", "non-supply:loot", "discard")]


def test_sack_of_loot() -> None:
    """Sack of Loot: $1, +1 Buy, and gain a Loot."""
    g, _ = scenario([P(hand=["sack-of-loot"]), P()], non_supply=LOOT)
    g.play(0, "sack-of-loot")
    assert (g.turn.coins, g.turn.buys) == (1, 2) and g.discard(0) == ["sword"]


def test_pickaxe_gains_loot_to_hand_only_for_a_costly_card() -> None:
    """Pickaxe: $1; trash a card from hand; a Loot goes to your hand only if it cost $3 or more."""
    g, _ = scenario([P(hand=["pickaxe", "pickaxe", "silver", "estate"]), P()], non_supply=LOOT,
                    answers=["trash:silver", "trash:estate"])
    g.play(0, "pickaxe")
    assert gained(g) == [(0, "sword", "non-supply:loot", "hand")] and g.turn.coins == 1
    g.play(0, "pickaxe")
    assert len(gained(g)) == 1 and g.trash_ids() == ["silver", "estate"] and g.hand(0) == ["sword"]


def test_crucible_pays_the_trashed_cards_cost() -> None:
    """Crucible: trash a card from your hand; +$1 per $1 it costs."""
    g, _ = scenario([P(hand=["crucible", "estate", "gold"]), P()], ["trash:gold"])
    g.play(0, "crucible")
    assert g.turn.coins == 6 and g.trash_ids() == ["gold"]


def test_pendant_counts_differently_named_treasures() -> None:
    """Pendant: +$1 per differently named Treasure you have in play, itself included."""
    g, _ = scenario([P(hand=["pendant"], in_play=["copper", "copper", "silver", "village"]), P()])
    g.play(0, "pendant")
    assert g.turn.coins == 3


def test_silver_mine_gains_a_cheaper_treasure_to_hand() -> None:
    """Silver Mine: gain a Treasure costing less than it to your hand (Gold costs too much)."""
    g, d = scenario([P(hand=["silver-mine"]), P()], ["gain:silver"])
    g.play(0, "silver-mine")
    assert gained(g) == [(0, "silver", "supply", "hand")]
    assert {o.id for o in d.asked[0].options} == {"gain:copper", "gain:silver"}


def test_tools_copies_a_card_anyone_has_in_play() -> None:
    """Tools: gain a copy of a card any player has in play."""
    g, d = scenario([P(hand=["tools"]), P(in_play=["gold"])], ["gain:gold"])
    g.play(0, "tools")
    assert gained(g) == [(0, "gold", "supply", "discard")]


def test_figurine_draws_and_may_discard_an_action() -> None:
    """Figurine: +2 Cards; you may discard an Action card for +1 Buy and +$1."""
    g, _ = scenario([P(hand=["figurine"], deck=["village", "copper"]), P()], ["discard:village"])
    g.play(0, "figurine")
    assert g.hand(0) == ["copper"] and g.discard(0) == ["village"] and (g.turn.buys, g.turn.coins) == (2, 1)


def test_kings_cache_plays_a_treasure_three_times() -> None:
    """King's Cache: you may play a Treasure from your hand three times."""
    g, _ = scenario([P(hand=["kings-cache", "silver"]), P()], ["play:silver"])
    g.play(0, "kings-cache")
    assert g.turn.coins == 6 and g.in_play(0) == ["kings-cache", "silver"]


def test_kings_cache_stays_with_a_duration_treasure() -> None:
    """King's Cache: played on a Treasure-Duration, it stays in play as long as that card does (FAQ)."""
    g, _ = scenario([P(hand=["kings-cache", "rope"], deck=["copper"] * 10), P()], ["play:rope", [], [], []])
    g.play(0, "kings-cache")
    assert (g.turn.coins, g.turn.buys) == (3, 4)
    next_turn(g, 0)
    assert sorted(g.in_play(0)) == ["kings-cache", "rope"] and len(g.hand(0)) == 8


def test_rope_draws_and_may_trash_next_turn() -> None:
    """Rope: $1, +1 Buy; at the start of your next turn, +1 Card, then you may trash a card from your hand."""
    g, _ = scenario([P(hand=["rope"], deck=["estate"] + ["copper"] * 5), P()], ["trash:estate"])
    g.play(0, "rope")
    assert (g.turn.coins, g.turn.buys) == (1, 2)
    next_turn(g, 0)
    assert g.trash_ids() == ["estate"] and len(g.hand(0)) == 5


# -- Kingdom Actions ----------------------------------------------------------------------------------------------

def test_shaman_trashes_and_its_rule_gains_from_the_trash() -> None:
    """Shaman: +1 Action, +$1, may trash a card; in games using it each turn starts with gaining a card
    costing up to $6 from the trash."""
    g, _ = scenario([P(hand=["shaman", "estate"], deck=["copper"] * 6), P()], ["trash:estate", "gain:gold"],
                    trash=["gold", "province"])
    g.play(0, "shaman")
    assert (g.turn.actions, g.turn.coins) == (1, 1)
    next_turn(g, 0)
    assert gained(g) == [(0, "gold", "trash", "discard")] and sorted(g.trash_ids()) == ["estate", "province"]


def test_pilgrim_draws_four_and_topdecks_one() -> None:
    """Pilgrim: +4 Cards, then put a card from your hand onto your deck."""
    g, _ = scenario([P(hand=["pilgrim", "estate"], deck=["copper"] * 4), P()], ["topdeck:estate"])
    g.play(0, "pilgrim")
    assert g.hand(0) == ["copper"] * 4 and g.deck(0) == ["estate"]


def test_maroon_draws_two_per_type() -> None:
    """Maroon: trash a card from your hand; +2 Cards per type it has (Nobles: Action and Victory)."""
    g, _ = scenario([P(hand=["maroon", "nobles", "estate"], deck=["copper"] * 6), P()], ["trash:nobles"])
    g.play(0, "maroon")
    assert g.trash_ids() == ["nobles"] and sorted(g.hand(0)) == ["copper"] * 4 + ["estate"]


def test_swamp_shacks_draws_per_three_in_play() -> None:
    """Swamp Shacks: +2 Actions, +1 Card per 3 cards you have in play (itself included, rounded down)."""
    g, _ = scenario([P(hand=["swamp-shacks"], in_play=["copper"] * 5, deck=["silver"] * 3), P()])
    g.play(0, "swamp-shacks")
    assert g.turn.actions == 2 and g.hand(0) == ["silver", "silver"]


def test_wealthy_village_gains_loot_with_three_treasures_in_play() -> None:
    """Wealthy Village: +1 Card, +2 Actions; gaining it with 3 differently named Treasures in play gains a Loot,
    with fewer nothing."""
    g, _ = scenario([P(hand=["wealthy-village"], deck=["copper"], in_play=["copper", "copper", "silver"]), P()],
                    non_supply=LOOT, supply={"wealthy-village": 10})
    g.play(0, "wealthy-village")
    assert g.turn.actions == 2 and g.hand(0) == ["copper"]
    g.gain(0, "wealthy-village")
    assert len(gained(g)) == 1
    g2, _ = scenario([P(in_play=["copper", "silver", "gold"]), P()], non_supply=LOOT,
                     supply={"wealthy-village": 10})
    g2.gain(0, "wealthy-village")
    assert gained(g2) == [(0, "wealthy-village", "supply", "discard"), (0, "sword", "non-supply:loot", "discard")]


def test_longship_draws_two_next_turn() -> None:
    """Longship: +2 Actions now; +2 Cards at the start of your next turn."""
    g, _ = scenario([P(hand=["longship"], deck=["copper"] * 10), P()])
    g.play(0, "longship")
    assert g.turn.actions == 2
    next_turn(g, 0)
    assert len(g.hand(0)) == 7


def test_crew_draws_three_and_goes_onto_the_deck() -> None:
    """Crew: +3 Cards; at the start of your next turn it goes onto your deck."""
    g, _ = scenario([P(hand=["crew"], deck=["copper"] * 10), P()])
    g.play(0, "crew")
    assert len(g.hand(0)) == 3
    next_turn(g, 0)
    assert g.in_play(0) == [] and g.deck(0)[-1] == "crew"


def test_grotto_discards_the_set_aside_cards_and_draws_as_many() -> None:
    """Grotto: +1 Action; set aside up to 4 cards; next turn discard them, then draw that many."""
    g, _ = scenario([P(hand=["grotto", "estate", "estate"], deck=["silver"] * 7), P()],
                    [["set-aside:estate", "set-aside:estate"]])
    g.play(0, "grotto")
    assert g.zone(0, Zone.SET_ASIDE) == ["estate", "estate"] and g.turn.actions == 1
    next_turn(g, 0)
    assert g.discard(0) == ["estate", "estate"] and g.hand(0) == ["silver"] * 7


def test_cabin_boy_trashes_itself_for_a_duration() -> None:
    """Cabin Boy: +1 Card, +1 Action; next turn +$2, or trash it to gain a Duration card."""
    g, _ = scenario([P(hand=["cabin-boy", "cabin-boy"], deck=["copper"] * 10), P()],
                    ["mode:coins", "mode:trash", "gain:crew"], supply={"crew": 10})
    g.play(0, "cabin-boy")
    g.play(0, "cabin-boy")
    next_turn(g, 0)
    assert g.turn.coins == 2 and g.trash_ids() == ["cabin-boy"]
    assert gained(g) == [(0, "crew", "supply", "discard")]


def test_enlarge_remodels_now_and_next_turn() -> None:
    """Enlarge: now and at the start of your next turn, trash a card from hand and gain one costing up to $2
    more."""
    g, _ = scenario([P(hand=["enlarge", "estate"], deck=["silver"] * 5), P()], ["gain:silver", "gain:duchy"])
    g.play(0, "enlarge")
    next_turn(g, 0)
    assert g.trash_ids() == ["estate", "silver"]
    assert gained(g) == [(0, "silver", "supply", "discard"), (0, "duchy", "supply", "discard")]


def test_fortune_hunter_plays_a_treasure_from_the_top_three() -> None:
    """Fortune Hunter: +$2; look at the top 3; you may play a Treasure from them; the rest go back in any order."""
    g, _ = scenario([P(hand=["fortune-hunter"], deck=["estate", "copper", "gold"]), P()],
                    ["play:gold", "topdeck:copper"])
    g.play(0, "fortune-hunter")
    assert g.turn.coins == 5 and g.in_play(0) == ["fortune-hunter", "gold"] and g.deck(0) == ["copper", "estate"]


def test_first_mate_plays_same_named_actions_then_draws_to_six() -> None:
    """First Mate: play any number of same-named Action cards from hand, then draw until 6 cards in hand."""
    g, d = scenario([P(hand=["first-mate", "village", "village", "smithy"], deck=["copper"] * 10), P()],
                    ["play:village", "play:village"])
    g.play(0, "first-mate")
    assert g.in_play(0) == ["first-mate", "village", "village"] and len(g.hand(0)) == 6
    assert {o.id for o in d.asked[1].options} == {"play:village"}


def test_mining_road_plays_one_gained_treasure() -> None:
    """Mining Road: +1 Action, +1 Buy, +$2; once this turn, you may play a Treasure as you gain it."""
    g, _ = scenario([P(hand=["mining-road"]), P()], ["play:mining-road"])
    g.play(0, "mining-road")
    g.gain(0, "gold")
    g.gain(0, "silver")
    assert g.turn.coins == 5 and g.in_play(0) == ["mining-road", "gold"] and g.discard(0) == ["silver"]


def test_abundance_waits_for_an_action_gain() -> None:
    """Abundance: the next time you gain an Action card, +1 Buy and +$3 (a Treasure gain does not count)."""
    g, _ = scenario([P(hand=["abundance"]), P()], supply={"village": 10})
    g.play(0, "abundance")
    g.gain(0, "silver")
    assert (g.turn.buys, g.turn.coins) == (1, 0) and g.in_play(0) == ["abundance"]
    g.gain(0, "village")
    assert (g.turn.buys, g.turn.coins) == (2, 3)
    assert not g.players[0].staying


def test_secluded_shrine_trashes_on_the_next_treasure_gain() -> None:
    """Secluded Shrine: +$1; the next time you gain a Treasure, trash up to 2 cards from your hand."""
    g, _ = scenario([P(hand=["secluded-shrine", "estate", "curse"]), P()], [["trash:estate", "trash:curse"]])
    g.play(0, "secluded-shrine")
    assert g.turn.coins == 1
    g.gain(0, "silver")
    assert sorted(g.trash_ids()) == ["curse", "estate"]


def test_cutthroat_attacks_and_gains_loot_when_anyone_gains_a_costly_treasure() -> None:
    """Cutthroat: others discard down to 3; the next time anyone gains a Treasure costing $5 or more, gain a
    Loot (another player's Gold counts)."""
    g, _ = scenario([P(hand=["cutthroat"]), P(hand=["copper"] * 5)], [["discard:copper", "discard:copper"]],
                    non_supply=LOOT)
    g.play(0, "cutthroat")
    assert len(g.hand(1)) == 3
    g.gain(1, "silver")
    g.gain(1, "gold")
    assert gained(g)[-1] == (0, "sword", "non-supply:loot", "discard")
    g.gain(1, "gold")
    assert len(gained(g)) == 4


def test_cage_trashes_itself_on_a_victory_gain_and_returns_the_cards_at_end_of_turn() -> None:
    """Cage: set aside up to 4 cards; the next time you gain a Victory card, trash Cage and put them into
    your hand at end of turn (after drawing)."""
    g, _ = scenario([P(hand=["cage", "estate", "copper"], deck=["copper"] * 12), P()],
                    [["set-aside:copper", "set-aside:estate"]])
    g.play(0, "cage")
    next_turn(g, 0)
    assert g.in_play(0) == ["cage"] and len(g.hand(0)) == 5
    g.gain(0, "province")
    assert g.trash_ids() == ["cage"]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 6 + ["estate"]


def test_search_gains_loot_when_a_supply_pile_empties() -> None:
    """Search: +$2; the next time a Supply pile empties, trash it and gain a Loot."""
    g, _ = scenario([P(hand=["search"]), P()], non_supply=LOOT, supply={"estate": 2})
    g.play(0, "search")
    assert g.turn.coins == 2
    g.gain(1, "estate")
    assert g.in_play(0) == ["search"]
    g.gain(1, "estate")
    assert g.trash_ids() == ["search"] and gained(g)[-1] == (0, "sword", "non-supply:loot", "discard")


def test_search_each_waiting_search_is_trashed() -> None:
    """Search: two Searches played separately both wait for the pile; when it empties each is trashed and each
    gains a Loot (it is "trash this", for every Search)."""
    g, _ = scenario([P(hand=["search", "search"]), P()], non_supply=LOOT, supply={"estate": 1})
    g.play(0, "search")
    g.play(0, "search")
    g.gain(1, "estate")
    assert g.trash_ids() == ["search", "search"] and g.in_play(0) == []
    assert [c for (q, c, _s, _d) in gained(g) if q == 0] == ["sword", "hammer"]


def test_taskmaster_repeats_after_a_five_cost_gain() -> None:
    """Taskmaster: +1 Action, +$1; if you gain a card costing exactly $5 this turn, it repeats next turn."""
    g, _ = scenario([P(hand=["taskmaster", "taskmaster"], deck=["copper"] * 15), P()])
    g.play(0, "taskmaster")
    g.gain(0, "duchy")
    next_turn(g, 0)
    assert (g.turn.actions, g.turn.coins) == (2, 1) and g.in_play(0) == ["taskmaster"]
    next_turn(g, 0)
    assert g.in_play(0) == [] and g.turn.coins == 0


def test_taskmaster_does_not_count_a_five_gained_before_it_was_played() -> None:
    """Taskmaster's "if you gain a card costing exactly $5 this turn" looks forward from its play: a Duchy gained
    earlier in the turn does not make it repeat, one gained after the play does (for that Taskmaster only)."""
    g, _ = scenario([P(hand=["taskmaster", "taskmaster"], deck=["copper"] * 15), P()], actions=2)
    g.gain(0, "duchy")
    g.play(0, "taskmaster")
    next_turn(g, 0)
    assert g.in_play(0) == [] and (g.turn.actions, g.turn.coins) == (1, 0)
    g, _ = scenario([P(hand=["taskmaster", "taskmaster"], deck=["copper"] * 15), P()], actions=2)
    g.play(0, "taskmaster")
    g.gain(0, "duchy")
    g.play(0, "taskmaster")
    next_turn(g, 0)
    assert g.in_play(0) == ["taskmaster"] and (g.turn.actions, g.turn.coins) == (2, 1)

def test_siren_curses_and_draws_to_eight() -> None:
    """Siren: each other player gains a Curse; at the start of your next turn draw until 8 cards in hand."""
    g, _ = scenario([P(hand=["siren"], deck=["copper"] * 10), P()])
    g.play(0, "siren")
    assert gained(g) == [(1, "curse", "supply", "discard")]
    next_turn(g, 0)
    assert len(g.hand(0)) == 8


def test_siren_is_trashed_when_gained_unless_an_action_is_trashed() -> None:
    """Siren: when you gain it, it is trashed unless you trash an Action card from your hand."""
    g, _ = scenario([P(hand=["village"]), P()], [[], "trash:village"], supply={"siren": 10})
    g.gain(0, "siren")
    assert g.trash_ids() == ["siren"]
    g.gain(0, "siren")
    assert g.trash_ids() == ["siren", "village"] and g.discard(0) == ["siren"]


def test_buried_treasure_is_played_when_gained() -> None:
    """Buried Treasure: when you gain it, you play it; at the start of your next turn +1 Buy and +$3."""
    g, _ = scenario([P(deck=["copper"] * 10), P()], supply={"buried-treasure": 10})
    g.gain(0, "buried-treasure")
    assert g.in_play(0) == ["buried-treasure"]
    next_turn(g, 0)
    assert (g.turn.buys, g.turn.coins) == (2, 3)


def test_gondola_choice_and_on_gain_play() -> None:
    """Gondola: +$2 now or next turn; when you gain it you may play an Action card from your hand."""
    g, _ = scenario([P(hand=["gondola", "village"], deck=["copper"] * 10), P()],
                    ["play:village", "mode:next-turn"], supply={"gondola": 10})
    g.gain(0, "gondola")
    assert g.in_play(0) == ["village"]
    g.play(0, "gondola")
    assert g.turn.coins == 0
    next_turn(g, 0)
    assert g.turn.coins == 2


def test_stowaway_is_played_when_anyone_gains_a_duration() -> None:
    """Stowaway: when anyone gains a Duration card you may play it from your hand; +2 Cards at your next turn."""
    g, _ = scenario([P(deck=["copper"] * 10), P(hand=["stowaway"], deck=["copper"] * 10)],
                    ["play:stowaway"], supply={"crew": 10})
    g.gain(0, "crew")
    assert g.in_play(1) == ["stowaway"]
    g.cleanup(0)
    assert g.in_play(1) == ["stowaway"]
    g.start_turn(1)
    assert len(g.hand(1)) == 2


def test_mapmaker_reacts_to_a_victory_gain() -> None:
    """Mapmaker: when anyone gains a Victory card you may play it from hand: look at 4, take 2, discard the rest."""
    g, _ = scenario([P(), P(hand=["mapmaker"], deck=["estate", "copper", "gold", "silver"])],
                    ["play:mapmaker", ["take:gold", "take:silver"]])
    g.gain(0, "province")
    assert sorted(g.hand(1)) == ["gold", "silver"] and sorted(g.discard(1)) == ["copper", "estate"]


def test_trickster_keeps_a_treasure_discarded_from_play() -> None:
    """Trickster: each other player gains a Curse; once this turn a Treasure discarded from play may be set
    aside and put into your hand at end of turn."""
    g, _ = scenario([P(hand=["trickster"], in_play=["gold"], deck=["copper"] * 5), P()], ["set-aside:gold"])
    g.play(0, "trickster")
    assert gained(g) == [(1, "curse", "supply", "discard")]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["gold"]


# -- cards acting around other plays ------------------------------------------------------------------------------

def test_harbor_village_adds_a_coin_after_an_action_that_made_coins() -> None:
    """Harbor Village: after the next Action you play this turn, +$1 if that Action gave +$ (Militia does)."""
    g, _ = scenario([P(hand=["harbor-village", "militia"], deck=["copper"]), P(hand=["copper"] * 3)])
    g.play(0, "harbor-village")
    g.play(0, "militia")
    assert g.turn.coins == 3


def test_harbor_village_does_not_count_coins_from_a_boon_the_action_gave() -> None:
    """Harbor Village (FAQ): only the Action's own +$ counts, not coins from a Boon it made you receive: Druid
    receiving The Forest's Gift (+$1) gives no +$ itself, so no bonus; Bard (+$2 and a Boon) does get it."""
    g, _ = scenario([P(hand=["harbor-village", "druid"], deck=["copper"] * 3), P()], ["boon:the-forests-gift"],
                    kingdom=["druid"], supply={"druid": 10},
                    boons=["the-forests-gift", "the-seas-gift", "the-suns-gift"])
    g.play(0, "harbor-village")
    g.play(0, "druid")
    assert g.turn.coins == 1 and g.turn.buys == 3  # Druid's +1 Buy and the Gift's
    g2, _ = scenario([P(hand=["harbor-village", "bard"], deck=["copper"] * 3), P()], kingdom=["bard"],
                     supply={"bard": 10}, boons=["the-forests-gift"])
    g2.play(0, "harbor-village")
    g2.play(0, "bard")
    assert g2.turn.coins == 4


def test_harbor_village_gives_nothing_after_an_action_without_coins() -> None:
    """Harbor Village: the bonus goes to the next Action only; a Village (no +$) uses it up, a later Militia gets
    nothing."""
    g, _ = scenario([P(hand=["harbor-village", "village", "militia"], deck=["copper"] * 2), P(hand=["copper"] * 3)])
    g.play(0, "harbor-village")
    g.play(0, "village")
    g.play(0, "militia")
    assert g.turn.coins == 2


def test_throne_room_harbor_village_then_militia() -> None:
    """Harbor Village (FAQ): Throne Room on Harbor Village, then Militia: the first play's bonus is used up by the
    second play (no +$); the second play's bonus gives +$1 after Militia."""
    g, _ = scenario([P(hand=["throne-room", "harbor-village", "militia"], deck=["copper"] * 2),
                     P(hand=["copper"] * 3)], ["play:harbor-village"])
    g.play(0, "throne-room")
    g.play(0, "militia")
    assert g.turn.coins == 3


def test_flagship_replays_the_next_action() -> None:
    """Flagship: +$2; the next non-Command Action card you play is replayed; then Flagship is done."""
    g, _ = scenario([P(hand=["flagship", "smithy", "village"], deck=["copper"] * 10), P()])
    g.play(0, "flagship")
    assert g.turn.coins == 2 and g.players[0].staying
    g.play(0, "smithy")
    assert len(g.hand(0)) == 7 and not g.players[0].staying
    g.play(0, "village")
    assert len(g.hand(0)) == 7


def test_flagship_replays_a_throne_room_played_next() -> None:
    """Flagship: the next non-Command Action card you play is the one replayed, whatever it is (Flagship FAQ) - a
    Throne Room played next is replayed, not the card it played; the replayed Throne Room plays another card."""
    g, _ = scenario([P(hand=["flagship", "throne-room", "smithy", "village"], deck=["copper"] * 20), P()],
                    ["play:smithy", "play:village"])
    g.play(0, "flagship")
    g.play(0, "throne-room")
    assert g.in_play(0) == ["flagship", "throne-room", "smithy", "village"]
    assert len(g.hand(0)) == 8 and g.turn.actions == 4


def test_landing_party_returns_when_a_turn_starts_with_a_treasure() -> None:
    """Landing Party: +2 Cards, +2 Actions; when the first card you play on a turn is a Treasure, it goes onto
    your deck after that Treasure."""
    g, _ = scenario([P(hand=["landing-party"], deck=["copper"] * 12), P()])
    g.play(0, "landing-party")
    assert len(g.hand(0)) == 2 and g.turn.actions == 2
    next_turn(g, 0)
    g.play(0, "copper")
    assert g.in_play(0) == ["copper"] and g.deck(0)[-1] == "landing-party"


def test_landing_party_returns_on_another_players_turn() -> None:
    """Landing Party says "the first card you play on a turn", not "on your turn": a Buried Treasure gained and so
    played on another player's turn, as its owner's first card of that turn, sends it onto the deck."""
    g, _ = scenario([P(hand=["landing-party"], deck=["copper"] * 12), P(deck=["copper"] * 10)],
                    supply={"buried-treasure": 10})
    g.play(0, "landing-party")
    g.cleanup(0)
    g.start_turn(1)
    g.gain(0, "buried-treasure")
    assert g.in_play(0) == ["buried-treasure"] and g.deck(0)[-1] == "landing-party"

def test_landing_party_waits_when_the_first_play_is_an_action() -> None:
    """Landing Party: a turn whose first play is an Action does not trigger it; it keeps waiting."""
    g, _ = scenario([P(hand=["landing-party"], deck=["village"] * 8 + ["copper"] * 4), P()])
    g.play(0, "landing-party")
    next_turn(g, 0)
    g.play(0, "village")
    g.play(0, "copper")
    assert "landing-party" in g.in_play(0)


def test_frigate_makes_others_discard_after_each_action() -> None:
    """Frigate: +$3; until your next turn, another player playing an Action discards down to 4 afterwards."""
    g, _ = scenario([P(hand=["frigate"], deck=["copper"] * 10),
                     P(hand=["village"] + ["copper"] * 5, deck=["estate"] * 3)],
                    [["discard:copper", "discard:estate"]])
    g.play(0, "frigate")
    assert g.turn.coins == 3
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "village")
    assert len(g.hand(1)) == 4 and sorted(g.discard(1)) == ["copper", "estate"]
    g.cleanup(1)
    g.start_turn(0)
    assert g.players[0].marks["frigate"] == []


def test_quartermaster_gains_then_hands_out() -> None:
    """Quartermaster: each of your turns, gain a card up to $4 set aside on it, or take one of those into hand;
    it stays in play for the rest of the game."""
    g, _ = scenario([P(hand=["quartermaster"], deck=["copper"] * 20), P()],
                    ["gain:silver", "mode:take"])
    g.play(0, "quartermaster")
    next_turn(g, 0)
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"] and g.in_play(0) == ["quartermaster"]
    next_turn(g, 0)
    assert "silver" in g.hand(0) and g.in_play(0) == ["quartermaster"] and len(g.hand(0)) == 6


def test_quartermaster_gains_straight_into_the_set_aside_cards() -> None:
    """Quartermaster's gain puts the card aside as it is gained ("gain a card ..., setting it aside"): the
    Gained event's destination is set_aside, and the card never passes through the discard pile."""
    g, _ = scenario([P(hand=["quartermaster"], deck=["copper"] * 20), P()], ["gain:silver"])
    g.play(0, "quartermaster")
    next_turn(g, 0)
    assert gained(g) == [(0, "silver", "supply", "set_aside")]
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"] and "silver" not in g.zone(0, Zone.DISCARD)


# -- Events -----------------------------------------------------------------------------------------------------------

def buying(hand: list[str], event: str, answers: list[str | list[str]], *, coins: int = 10,
           deck: list[str] | None = None, discard: list[str] | None = None, **kw: object) -> Game:
    """A Buy-phase position with the Event in the game and ``coins``, after buying ``event``."""
    g, d = scenario([P(hand=hand, deck=deck or [], discard=discard or []), P(hand=["copper"] * 5)], answers,
                    events=[event], phase="buy", coins=coins, **kw)
    g.buy(0, event)
    d.assert_done()
    return g


def test_avoid_keeps_cards_out_of_the_next_shuffle() -> None:
    """Avoid: +1 Buy; at the next shuffle this turn, up to 3 of those cards go to the discard pile instead."""
    g = buying([], "avoid", [], discard=["estate", "copper", "copper"])
    assert g.turn.buys == 1
    g2, d = scenario([P(discard=["estate", "copper", "copper"]), P()], ["discard:estate"], events=["avoid"],
                     phase="buy", coins=2)
    g2.buy(0, "avoid")
    g2.draw(0, 1)
    assert g2.discard(0) == ["estate"] and g2.hand(0) == ["copper"]
    d.assert_done()


def test_bury_puts_a_discarded_card_under_the_deck() -> None:
    """Bury: +1 Buy; put any card from your discard pile on the bottom of your deck."""
    g = buying([], "bury", ["bottom:gold"], deck=["copper"], discard=["gold", "estate"])
    assert g.deck(0) == ["gold", "copper"] and g.turn.buys == 1


def test_deliver_sets_gained_cards_aside_for_the_hand() -> None:
    """Deliver: +1 Buy; this turn each card you gain is set aside and put into your hand at end of turn."""
    g = buying([], "deliver", [], deck=["copper"] * 5)
    g.buy(0, "silver")
    assert g.zone(0, Zone.SET_ASIDE) == ["silver"]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["silver"]


def test_foray_needs_three_different_names() -> None:
    """Foray: discard 3 cards; only 3 different names gain a Loot."""
    g = buying(["copper", "estate", "silver"], "foray", [], non_supply={"loot": ["sword"]})
    assert gained(g) == [(0, "sword", "non-supply:loot", "discard")]
    assert sorted(g.discard(0)) == ["copper", "estate", "silver", "sword"]
    g2 = buying(["copper", "copper", "silver"], "foray", [], non_supply={"loot": ["sword"]})
    assert gained(g2) == [] and g2.pile("loot") == ["sword"]


def test_invasion_in_order() -> None:
    """Invasion: may play an Attack, then gain a Duchy, an Action onto the deck, and a Loot that is played."""
    g = buying(["militia"], "invasion", ["play:militia", ["discard:copper", "discard:copper"]],
               coins=10,
               non_supply={"loot": ["hammer", "sword"]}, supply={"village": 10})
    assert [c for _p, c, _s, _d in gained(g)] == ["duchy", "village", "sword"]
    assert g.deck(0)[-1] == "village" and g.in_play(0) == ["militia", "sword"] and g.turn.coins == 5


def test_journey_keeps_play_and_gives_an_extra_turn() -> None:
    """Journey: if the previous turn was not yours, cards in play stay through Clean-up and you take another
    turn; it is bought at most once per turn."""
    g, _ = scenario([P(hand=["copper"], in_play=["gold"], deck=["estate"] * 10), P()], events=["journey"],
                    phase="buy", coins=8, buys=2)
    g.turn.previous_player = 1
    g.buy(0, "journey")
    assert not g.can_buy(0, "journey")
    g.cleanup(0)
    assert g.in_play(0) == ["gold"] and g.extra_turns == [(0, None)]
    g.start_turn(0)
    g.cleanup(0)
    assert g.in_play(0) == []


def test_journey_after_your_own_turn_does_nothing() -> None:
    """Journey: right after another turn of yours, it gives no extra turn."""
    g, _ = scenario([P(in_play=["gold"]), P()], events=["journey"], phase="buy", coins=4)
    g.turn.previous_player = 0
    g.buy(0, "journey")
    g.cleanup(0)
    assert g.extra_turns == [] and g.in_play(0) == []


def test_launch_returns_to_the_action_phase() -> None:
    """Launch: once per turn, back to the Action phase with +1 Card, +1 Action and +1 Buy."""
    g = buying([], "launch", [], coins=3, deck=["village"])
    assert g.turn.back_to_action and g.hand(0) == ["village"] and (g.turn.actions, g.turn.buys) == (2, 1)
    assert not g.can_buy(0, "launch")


def test_looting_gains_a_loot() -> None:
    """Looting: gain a Loot."""
    g = buying([], "looting", [], coins=6, non_supply={"loot": ["orb"]})
    assert gained(g) == [(0, "orb", "non-supply:loot", "discard")]


def test_maelstrom_trashes_three_and_others_with_five_trash_one() -> None:
    """Maelstrom: trash 3 cards from your hand; each other player with 5 or more cards in hand trashes one."""
    g = buying(["copper", "estate", "estate", "silver"], "maelstrom",
               [["trash:copper", "trash:estate", "trash:estate"]], coins=4)
    assert sorted(g.trash_ids()) == ["copper", "copper", "estate", "estate"] and g.hand(0) == ["silver"]
    assert len(g.hand(1)) == 4


def test_mirror_copies_the_next_action_gain() -> None:
    """Mirror: +1 Buy; the next Action card you gain this turn is gained again (two Mirrors, two copies)."""
    g, _ = scenario([P(), P()], events=["mirror"], phase="buy", coins=10, supply={"village": 10})
    g.buy(0, "mirror")
    g.buy(0, "mirror")
    g.gain(0, "silver")
    g.gain(0, "village")
    g.gain(0, "village")
    assert g.discard(0) == ["silver"] + ["village"] * 4


def test_peril_trashes_an_action_for_a_loot() -> None:
    """Peril: you may trash an Action card from your hand to gain a Loot."""
    g = buying(["village", "estate"], "peril", ["trash:village"], coins=2, non_supply={"loot": ["orb"]})
    assert g.trash_ids() == ["village"] and gained(g) == [(0, "orb", "non-supply:loot", "discard")]


def test_prepare_plays_the_set_aside_cards_next_turn() -> None:
    """Prepare: set your hand aside; at the start of your next turn play its Actions and Treasures in the order
    you choose, then discard the rest."""
    g = buying(["village", "silver", "estate"], "prepare", [], coins=3, deck=["copper"] * 10)
    assert g.zone(0, Zone.SET_ASIDE) == ["village", "silver", "estate"]
    g.cleanup(0)
    g.deciders[0].answers.append("play:village")  # type: ignore[attr-defined]
    g.start_turn(0)
    assert g.in_play(0) == ["village", "silver"] and g.turn.coins == 2 and g.turn.actions == 3
    assert g.discard(0) == ["estate"]


def test_prosper_gains_a_loot_and_different_treasures() -> None:
    """Prosper: gain a Loot, then any number of differently named Treasures."""
    g = buying([], "prosper", ["gain:gold", "gain:silver", "done"], coins=10, non_supply={"loot": ["orb"]})
    assert [c for _p, c, _s, _d in gained(g)] == ["orb", "gold", "silver"]


def test_rush_plays_the_next_gained_action() -> None:
    """Rush: +1 Buy; the next Action card you gain this turn is played as you gain it."""
    g = buying([], "rush", [], coins=5, supply={"village": 10}, deck=["copper"])
    g.buy(0, "village")
    assert g.in_play(0) == ["village"] and g.hand(0) == ["copper"]


def test_scrounge_gains_an_estate_from_the_trash_then_a_card() -> None:
    """Scrounge: trash a card from your hand, or gain an Estate from the trash and then a card up to $5."""
    g = buying([], "scrounge", ["mode:estate", "gain:duchy"], coins=3, trash=["estate"])
    assert gained(g) == [(0, "estate", "trash", "discard"), (0, "duchy", "supply", "discard")]
    g2 = buying(["curse"], "scrounge", ["mode:trash"], coins=3)
    assert g2.trash_ids() == ["curse"]


# -- Traits -----------------------------------------------------------------------------------------------------------

def traited(trait: str, pile: str, players: list[PlayerLayout], answers: list[str | list[str]] | None = None,
            **kw: object) -> Game:
    """A position with ``trait`` lying on ``pile`` (a 10-card Kingdom pile)."""
    supply = {pile: 10, **kw.pop("supply", {})}  # type: ignore[dict-item]
    g, _ = scenario(players, answers or [], supply=supply, kingdom=list(supply), landscapes=[trait],
                    traits={trait: pile}, **kw)
    return g


def traited_d(trait: str, pile: str, players: list[PlayerLayout],
              answers: list[str | list[str]]) -> tuple[Game, ScriptedDecider]:
    """Like :func:`traited`, also returning the decider (to see what was asked)."""
    return scenario(players, answers, supply={pile: 10}, kingdom=[pile], landscapes=[trait], traits={trait: pile})


def test_cheap_lowers_the_cost_every_turn() -> None:
    """Cheap: cards of its pile cost $1 less, also on later turns; other cards keep their cost."""
    g = traited("cheap", "smithy", [P(deck=["copper"] * 10), P()])
    assert g.cost_of("smithy").coins == 3 and g.cost_of("silver").coins == 3
    g.cleanup(0)
    g.start_turn(1)
    assert g.cost_of("smithy").coins == 3


def test_cursed_gains_a_loot_and_a_curse() -> None:
    """Cursed: gaining a Cursed card also gains a Loot and a Curse."""
    g = traited("cursed", "smithy", [P(), P()], non_supply={"loot": ["orb"]})
    g.gain(0, "smithy")
    assert [c for _p, c, _s, _d in gained(g)] == ["smithy", "orb", "curse"]


def test_fated_cards_go_on_top_when_shuffling() -> None:
    """Fated: when you shuffle, you may put Fated cards on top of the new deck."""
    g = traited("fated", "smithy", [P(discard=["copper"] * 6 + ["smithy"]), P()], ["top:smithy"])
    g.draw(0, 1)
    assert g.hand(0) == ["smithy"]


def test_fawning_gains_a_copy_with_each_province() -> None:
    """Fawning: when you gain a Province, you also gain a Fawning card."""
    g = traited("fawning", "smithy", [P(), P()])
    g.gain(0, "province")
    assert g.discard(0) == ["province", "smithy"]


def test_friendly_discards_one_to_gain_one_at_cleanup() -> None:
    """Friendly: at the start of Clean-up you may discard a Friendly card to gain another."""
    g = traited("friendly", "smithy", [P(hand=["smithy", "smithy"], deck=["copper"] * 5), P()], ["discard:smithy"])
    g.cleanup(0)
    assert gained(g) == [(0, "smithy", "supply", "discard")] and g.discard(0).count("smithy") == 3


def test_hasty_cards_are_played_at_the_next_turn() -> None:
    """Hasty: a gained Hasty card is set aside and played at the start of your next turn."""
    g = traited("hasty", "smithy", [P(deck=["copper"] * 10), P()])
    g.gain(0, "smithy")
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"]
    g.cleanup(0)
    g.start_turn(0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8


def test_inspiring_plays_a_new_action() -> None:
    """Inspiring: after playing an Inspiring card, you may play an Action from hand with no copy in play."""
    g = traited("inspiring", "village", [P(hand=["village", "smithy", "village"], deck=["copper"] * 5), P()],
                ["play:smithy"])
    g.play(0, "village")
    assert g.in_play(0) == ["village", "smithy"] and g.turn.actions == 2


def test_nearby_gives_a_buy_when_gained() -> None:
    """Nearby: gaining a Nearby card gives +1 Buy."""
    g = traited("nearby", "smithy", [P(), P()], phase="buy", coins=4)
    g.buy(0, "smithy")
    assert g.turn.buys == 1


def test_patient_cards_wait_for_the_next_turn() -> None:
    """Patient: at the start of Clean-up you may set aside Patient cards to play them at your next turn."""
    g = traited("patient", "smithy", [P(hand=["smithy"], deck=["copper"] * 10), P()], [["set-aside:smithy"]])
    g.cleanup(0)
    assert g.zone(0, Zone.SET_ASIDE) == ["smithy"]
    g.start_turn(0)
    assert g.in_play(0) == ["smithy"] and len(g.hand(0)) == 8


def test_pious_may_trash_when_gained() -> None:
    """Pious: gaining a Pious card lets you trash a card from your hand."""
    g = traited("pious", "smithy", [P(hand=["estate"]), P()], ["trash:estate"])
    g.gain(0, "smithy")
    assert g.trash_ids() == ["estate"]


def test_reckless_doubles_and_returns_to_its_pile() -> None:
    """Reckless: its instructions are followed twice; discarded from play, it returns to its pile."""
    g = traited("reckless", "smithy", [P(hand=["smithy"], deck=["copper"] * 11), P()])
    g.play(0, "smithy")
    assert len(g.hand(0)) == 6
    g.cleanup(0)
    assert g.pile_count("smithy") == 11 and "smithy" not in g.discard(0)


def test_rich_gains_a_silver() -> None:
    """Rich: gaining a Rich card also gains a Silver."""
    g = traited("rich", "smithy", [P(), P()])
    g.gain(0, "smithy")
    assert g.discard(0) == ["smithy", "silver"]


def test_shy_discards_for_two_cards_at_turn_start() -> None:
    """Shy: at the start of your turn you may discard one Shy card for +2 Cards."""
    g = traited("shy", "smithy", [P(hand=["smithy", "smithy"], deck=["copper"] * 2), P()], ["discard:smithy"])
    g.start_turn(0)
    assert sorted(g.hand(0)) == ["copper", "copper", "smithy"] and g.discard(0) == ["smithy"]


def test_tireless_goes_onto_the_deck_after_the_draw() -> None:
    """Tireless: discarded from play, it is set aside and put onto your deck at end of turn, after drawing."""
    g = traited("tireless", "smithy", [P(hand=["smithy"], deck=["copper"] * 8), P()])
    g.play(0, "smithy")
    g.cleanup(0)
    assert g.deck(0)[-1] == "smithy" and len(g.hand(0)) == 5 and "smithy" not in g.hand(0)


def test_throne_room_stays_out_with_a_waiting_search() -> None:
    """Search (FAQ): a Throne Room on Search stays in play with it until a pile empties; then Search is trashed
    once, two Loots are gained, and Throne Room is discarded that turn."""
    g, _ = scenario([P(hand=["throne-room", "search"], deck=["copper"] * 30), P()], ["play:search"],
                    non_supply={"loot": ["orb", "hammer", "sword"]}, supply={"estate": 1})
    g.play(0, "throne-room")
    assert g.turn.coins == 4
    next_turn(g, 0)
    next_turn(g, 0)
    assert sorted(g.in_play(0)) == ["search", "throne-room"]
    g.gain(0, "estate")
    assert g.trash_ids() == ["search"] and g.pile("loot") == ["orb"]
    g.cleanup(0)
    assert g.in_play(0) == [] and "throne-room" in g.discard(0)


# -- Inherited ----------------------------------------------------------------------------------------------
def _inherited(kingdom: list[str], answers: list[str], players: int = 2, **options: object) -> tuple[Game, list[int]]:
    """A real set-up with the Inherited Trait; returns the game and who was asked, in order."""
    from generator.engine import GameOptions, ScriptedDecider
    from tests.engine.carddefs import card_defs
    d = ScriptedDecider(answers)
    g = Game.new(card_defs(), kingdom, players, d, seed=3,
                 options=GameOptions(landscapes=("inherited",), **options))  # type: ignore[arg-type]
    d.assert_done()
    return g, [q.player for q in d.asked]


def _owned(g: Game, p: int) -> list[str]:
    return sorted(g.hand(p) + g.deck(p) + g.discard(p))


def test_inherited_replaces_a_chosen_copper_which_goes_back_to_its_pile() -> None:
    """Inherited: each player, in turn order, starts with a card of the Inherited pile in place of a starting card
    they choose; a replaced Copper goes back to its pile (Plunder FAQ)."""
    g, asked = _inherited(["smithy", "gardens"], ["replace:copper", "replace:copper"])
    assert g.traits == {"inherited": "smithy"} and asked == [0, 1]
    for p in range(2):
        assert _owned(g, p) == ["copper"] * 6 + ["estate"] * 3 + ["smithy"]
    assert g.pile_count("smithy") == 8 and g.pile_count("copper") == 60 - 14 + 2


def test_inherited_replaced_estate_goes_to_the_box() -> None:
    """Inherited: a replaced Estate goes back to the box, not to the Estate pile; each player chooses for
    themselves (Plunder FAQ)."""
    g, _ = _inherited(["smithy", "gardens"], ["replace:estate", "replace:copper"])
    assert _owned(g, 0) == ["copper"] * 7 + ["estate"] * 2 + ["smithy"]
    assert _owned(g, 1) == ["copper"] * 6 + ["estate"] * 3 + ["smithy"]
    assert g.pile_count("estate") == 8 and g.pile_count("copper") == 60 - 14 + 1


def test_inherited_card_is_not_gained() -> None:
    """Inherited: the card you start with was never gained, so its when-gain ability (Cavalry: +2 Cards) does not
    happen and no gain is logged (Plunder FAQ)."""
    g, _ = _inherited(["cavalry", "gardens"], ["replace:copper", "replace:estate"])
    assert g.traits == {"inherited": "cavalry"} and gained(g) == []
    assert all(len(g.hand(p)) == 5 and "cavalry" in _owned(g, p) for p in range(2))


def test_inherited_may_replace_a_shelter_which_goes_to_the_box() -> None:
    """Inherited with Shelters: a replaced Shelter goes back to the box (Plunder FAQ)."""
    g, _ = _inherited(["smithy", "gardens"], ["replace:hovel", "replace:necropolis"], shelters=True)
    assert "hovel" not in _owned(g, 0) and "necropolis" in _owned(g, 0) and "smithy" in _owned(g, 0)
    assert "necropolis" not in _owned(g, 1) and "hovel" in _owned(g, 1) and len(_owned(g, 1)) == 10


# -- FAQ points and edge cases -------------------------------------------------------------------------------


def test_abundance_triggering_on_another_players_turn_gives_that_turn_nothing() -> None:
    """Abundance (FAQ): it also triggers when its player gains an Action card on another player's turn; the
    +1 Buy and +$3 are then of no use, and the turn player gets none of them."""
    g, _ = scenario([P(deck=["copper"] * 5), P(hand=["abundance"], deck=["copper"] * 10)],
                    supply={"village": 10})
    g.cleanup(0)
    g.start_turn(1)
    g.play(1, "abundance")
    g.cleanup(1)
    g.start_turn(0)
    g.gain(1, "village")
    assert (g.turn.buys, g.turn.coins) == (1, 0)
    assert not g.players[1].staying
    g.cleanup(0)
    g.start_turn(1)
    g.cleanup(1)
    assert "abundance" in g.discard(1) and g.in_play(1) == []


def test_kings_cache_cage_keeps_every_set_of_cards() -> None:
    """Cage played three times by King's Cache: each play sets aside up to 4 cards; the next Victory gain trashes
    Cage once and every set goes to the hand at end of turn."""
    g, _ = scenario([P(hand=["kings-cache", "cage", "estate", "copper", "silver"], deck=["copper"] * 12), P()],
                    ["play:cage", ["set-aside:estate", "set-aside:copper"], ["set-aside:silver"], []],
                    phase="buy")
    g.play(0, "kings-cache")
    assert g.hand(0) == []
    g.gain(0, "duchy")
    assert g.trash_ids() == ["cage"]
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 6 + ["estate", "silver"]


def test_cabin_boy_played_twice_cannot_be_trashed_twice() -> None:
    """Cabin Boy played twice by Throne Room: next turn each play chooses; once it has been trashed for a Duration,
    choosing to trash it again does nothing (no +$2, no gain)."""
    g, _ = scenario([P(hand=["throne-room", "cabin-boy"], deck=["copper"] * 10), P()],
                    ["play:cabin-boy", "mode:trash", "mode:trash"], supply={"crew": 10})
    g.play(0, "throne-room")
    next_turn(g, 0)
    assert g.trash_ids() == ["cabin-boy"] and g.turn.coins == 0
    assert gained(g) == [(0, "crew", "supply", "discard")]


def test_cutthroat_triggers_on_a_gained_loot() -> None:
    """Cutthroat (FAQ): a Loot is itself a Treasure costing $5 or more, so gaining one (here from Sack of Loot)
    makes the waiting Cutthroat gain another Loot; then Cutthroat is done."""
    g, _ = scenario([P(hand=["cutthroat", "sack-of-loot"]), P()], non_supply={"loot": ["orb", "hammer", "sword"]},
                    supply={"cutthroat": 10})
    g.play(0, "cutthroat")
    g.turn.phase = g.turn.phase.BUY
    g.play(0, "sack-of-loot")
    assert [c for _p, c, _s, _d in gained(g)] == ["sword", "hammer"] and not g.players[0].staying


def test_cutthroat_triggers_on_another_players_gain() -> None:
    """Cutthroat: "the next time anyone gains" - another player gaining a Gold gives the Cutthroat's player a
    Loot."""
    g, _ = scenario([P(hand=["cutthroat"]), P()], non_supply={"loot": ["orb"]})
    g.play(0, "cutthroat")
    g.gain(1, "gold")
    assert gained(g) == [(1, "gold", "supply", "discard"), (0, "orb", "non-supply:loot", "discard")]


def test_siren_moved_onto_the_deck_before_its_ability_is_not_trashed() -> None:
    """Siren (FAQ): if the gained Siren is moved away first (Insignia puts it onto the deck), it fails to be
    trashed; an Action may still be trashed from the hand."""
    g, _ = scenario([P(hand=["insignia", "village"]), P()],
                    ["topdeck:insignia", []], supply={"siren": 10}, phase="buy")
    g.play(0, "insignia")
    g.gain(0, "siren")
    assert g.deck(0) == ["siren"] and g.trash_ids() == [] and g.hand(0) == ["village"]


def test_flagship_waits_past_a_command_card() -> None:
    """Flagship (FAQ): Command cards, such as Flagship itself, are not replayed; both Flagships wait for the next
    non-Command Action, which is then replayed once per Flagship."""
    g, _ = scenario([P(hand=["flagship", "flagship", "village"], deck=["copper"] * 10), P()])
    g.turn.actions = 3
    g.play(0, "flagship")
    g.play(0, "flagship")
    assert g.turn.coins == 4 and len(g.players[0].staying) == 2
    g.play(0, "village")
    assert len(g.hand(0)) == 3 and g.turn.actions == 6 and not g.players[0].staying


def test_flagship_replays_an_action_played_on_another_players_turn() -> None:
    """Flagship (FAQ): it replays the next Action even if it is not your turn (a Stowaway played as a reaction)."""
    g, _ = scenario([P(hand=["flagship"], deck=["copper"] * 15 + ["stowaway"]), P(deck=["copper"] * 5)],
                    ["play:stowaway"], supply={"longship": 10})
    g.play(0, "flagship")
    g.cleanup(0)
    g.start_turn(1)
    g.gain(1, "longship")
    assert g.in_play(0) == ["flagship", "stowaway"] and g.players[0].marks["flagship"] == []
    g.cleanup(1)
    g.start_turn(0)
    assert len(g.hand(0)) == 4 + 2 + 2  # the hand kept from the Stowaway's play, +2 Cards twice


def test_two_mining_roads_cannot_play_the_same_treasure_twice() -> None:
    """Mining Road (FAQ): two Mining Roads let you play two gained Treasures, but not the same one twice."""
    g, _ = scenario([P(hand=["mining-road", "mining-road"]), P()], ["play:mining-road", "play:mining-road"])
    g.play(0, "mining-road")
    g.play(0, "mining-road")
    g.gain(0, "gold")
    assert g.in_play(0).count("gold") == 1 and g.turn.coins == 7
    g.gain(0, "silver")
    assert g.in_play(0).count("silver") == 1 and g.turn.coins == 9


def test_secluded_shrine_is_done_even_without_trashing() -> None:
    """Secluded Shrine (FAQ): it triggers even if the player trashes nothing, and is done; it also triggers on
    another player's turn."""
    g, _ = scenario([P(hand=["secluded-shrine", "estate"], deck=["copper"] * 5), P(deck=["copper"] * 5)], [[]])
    g.play(0, "secluded-shrine")
    g.cleanup(0)
    g.start_turn(1)
    g.gain(0, "silver")
    assert not g.players[0].staying and g.trash_ids() == []


def test_shaman_gain_from_the_trash_is_a_gain() -> None:
    """Shaman (FAQ): the card gained from the trash at the start of the turn is gained (it goes to the discard
    pile and triggers a waiting Secluded Shrine); with nothing up to $6 in the trash nothing is gained."""
    g, _ = scenario([P(hand=["secluded-shrine"], deck=["copper"] * 5 + ["estate"]), P()], ["trash:estate"],
                    supply={"shaman": 10}, trash=["province", "silver"])
    g.play(0, "secluded-shrine")
    next_turn(g, 0)
    assert gained(g) == [(0, "silver", "trash", "discard")] and g.trash_ids() == ["province", "estate"]


def test_gondola_played_three_times_stays_only_with_a_next_turn_choice() -> None:
    """Gondola (FAQ): played three times by King's Cache, each play chooses; all "now" gives $6 and both cards
    are discarded this turn."""
    g, _ = scenario([P(hand=["kings-cache", "gondola"], deck=["copper"] * 10), P()],
                    ["play:gondola", "mode:now", "mode:now", "mode:now"], phase="buy")
    g.play(0, "kings-cache")
    assert g.turn.coins == 6
    g.cleanup(0)
    assert g.in_play(0) == [] and sorted(g.discard(0)) == ["gondola", "kings-cache"]


def test_landing_party_counts_a_treasure_that_is_also_an_action() -> None:
    """Landing Party (FAQ): the first card played may be a Treasure with more types (Spell Scroll); it resolves
    first, then Landing Party goes onto the deck."""
    g, _ = scenario([P(hand=["landing-party"], deck=["spell-scroll"] + ["copper"] * 6), P()],
                    ["gain:silver", "play:silver"], supply={"spell-scroll": 10})
    g.play(0, "landing-party")
    next_turn(g, 0)
    g.play(0, "spell-scroll")
    assert g.deck(0)[-1] == "landing-party" and g.trash_ids() == ["spell-scroll"]


def test_jewelled_egg_trashed_on_another_players_turn_gives_its_owner_the_loot() -> None:
    """Jewelled Egg (FAQ): the player trashing it gets the Loot, whoever's card made them trash it."""
    g, _ = scenario([P(), P(hand=["jewelled-egg"])], non_supply={"loot": ["orb"]})
    egg = g.find(1, "jewelled-egg")
    g.trash(1, egg)
    assert gained(g) == [(1, "orb", "non-supply:loot", "discard")]


def test_wealthy_village_counts_loots_in_play() -> None:
    """Wealthy Village (FAQ): the 3 differently named Treasures may include Loots."""
    g, _ = scenario([P(in_play=["copper", "hammer", "sword"]), P()], non_supply={"loot": ["orb"]},
                    supply={"wealthy-village": 10})
    g.gain(0, "wealthy-village")
    assert [c for _p, c, _s, _d in gained(g)] == ["wealthy-village", "orb"]


def test_rush_twice_plays_one_action_but_a_later_rush_plays_another() -> None:
    """Rush (FAQ): two Rushes in a row still play only the next gained Action; a Rush bought after that plays the
    next one."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], events=["rush"], phase="buy", coins=20, supply={"village": 10})
    g.buy(0, "rush")
    g.buy(0, "rush")
    g.gain(0, "village")
    g.gain(0, "village")
    assert g.in_play(0) == ["village"] and g.discard(0) == ["village"]
    g.buy(0, "rush")
    g.gain(0, "village")
    assert g.in_play(0) == ["village", "village"]


def test_foray_with_fewer_than_three_cards_gains_no_loot() -> None:
    """Foray (FAQ): without 3 cards to discard there is no Loot."""
    g = buying(["copper", "estate"], "foray", [], coins=3,
               non_supply={"loot": ["orb"]})
    assert sorted(g.discard(0)) == ["copper", "estate"] and gained(g) == []


def test_deliver_twice_does_nothing_extra() -> None:
    """Deliver (FAQ): buying it twice does nothing extra; the gained cards reach the hand after the 5-card draw."""
    g, _ = scenario([P(deck=["copper"] * 5), P()], events=["deliver"], phase="buy", coins=10)
    g.buy(0, "deliver")
    g.buy(0, "deliver")
    g.gain(0, "silver")
    g.cleanup(0)
    assert sorted(g.hand(0)) == ["copper"] * 5 + ["silver"]


def test_cursed_with_no_curses_left_still_gains_a_loot() -> None:
    """Cursed (FAQ): with the Curse pile empty you still gain a Loot."""
    g = traited("cursed", "smithy", [P(), P()], non_supply={"loot": ["orb"]}, supply={"curse": 0})
    g.gain(0, "smithy")
    assert [c for _p, c, _s, _d in gained(g)] == ["smithy", "orb"]


def test_shy_discards_only_one_card() -> None:
    """Shy (FAQ): only one Shy card per turn may be discarded."""
    g, d = traited_d("shy", "smithy", [P(hand=["smithy", "smithy"], deck=["copper"] * 4), P()], ["discard:smithy"])
    g.start_turn(0)
    assert d.asked[0].max == 1 and g.hand(0).count("smithy") == 1 and len(d.asked) == 1


def test_inspiring_counts_a_duration_still_in_play() -> None:
    """Inspiring (FAQ): a Duration played on an earlier turn and still in play counts as a copy in play."""
    g = traited("inspiring", "smithy", [P(hand=["smithy", "longship"], in_play=["longship"], deck=["copper"] * 5),
                                        P()], supply={"longship": 10})
    g.play(0, "smithy")
    assert "longship" in g.hand(0)


def test_search_triggers_when_a_trash_from_the_supply_empties_a_pile() -> None:
    """Search: "the next time a Supply pile empties" - a pile emptied by trashing its last card from the Supply
    (Lurker) counts as well as one emptied by a gain."""
    g, _ = scenario([P(hand=["search", "lurker"]), P()], ["lurker:trash", "trash:village"],
                    non_supply={"loot": ["orb"]}, supply={"village": 1, "lurker": 10})
    g.turn.actions = 2
    g.play(0, "search")
    g.play(0, "lurker")
    assert g.pile_count("village") == 0
    assert g.trash_ids() == ["village", "search"] and gained(g) == [(0, "orb", "non-supply:loot", "discard")]


def test_search_triggers_when_an_exile_from_the_supply_empties_a_pile() -> None:
    """Search: "the next time a Supply pile empties" - however it empties: Camel Train Exiling the last Village
    counts (the engine's rule for a pile emptied by a move that is neither a gain nor a trash)."""
    g, _ = scenario([P(hand=["search", "camel-train"]), P()], ["exile:village"],
                    non_supply={"loot": ["orb"]}, supply={"village": 1, "camel-train": 10})
    g.turn.actions = 2
    g.play(0, "search")
    g.play(0, "camel-train")
    assert g.pile_count("village") == 0 and g.zone(0, Zone.EXILE) == ["village"]
    assert g.trash_ids() == ["search"] and gained(g) == [(0, "orb", "non-supply:loot", "discard")]


def test_search_waits_while_an_exile_leaves_the_pile_with_cards() -> None:
    """Search: Exiling a card from a pile that still has cards empties nothing; Search stays in play."""
    g, _ = scenario([P(hand=["search", "camel-train"]), P()], ["exile:village"],
                    non_supply={"loot": ["orb"]}, supply={"village": 2, "camel-train": 10})
    g.turn.actions = 2
    g.play(0, "search")
    g.play(0, "camel-train")
    assert g.pile_count("village") == 1 and g.in_play(0) == ["search", "camel-train"] and gained(g) == []


def test_search_triggers_when_an_exchange_takes_the_last_changeling() -> None:
    """Search with Changeling: exchanging a gained Gold for the last Changeling empties the Changeling pile, so
    the waiting Search is trashed and gains a Loot (the Gold goes back to its pile: no pile emptied by the
    gain itself)."""
    g, _ = scenario([P(hand=["search"]), P()], ["exchange:changeling", "done"],
                    non_supply={"loot": ["orb"]}, supply={"changeling": 1})
    g.play(0, "search")
    g.gain(0, "gold")
    assert g.pile_count("changeling") == 0 and g.pile_count("gold") == 30
    assert g.trash_ids() == ["search"] and sorted(g.discard(0)) == ["changeling", "orb"]


def test_frigate_also_hits_an_action_played_during_your_own_turn() -> None:
    """Frigate (FAQ): until your next turn that includes later in your own turn, e.g. another player playing a
    Stowaway when you gain a Duration; they resolve it fully, then discard down to 4."""
    g, _ = scenario([P(hand=["frigate"], deck=["copper"] * 5),
                     P(hand=["stowaway"] + ["copper"] * 5, deck=["estate"] * 3)],
                    ["play:stowaway", "discard:copper"], supply={"longship": 10})
    g.play(0, "frigate")
    g.gain(0, "longship")
    assert g.in_play(1) == ["stowaway"] and len(g.hand(1)) == 4 and g.discard(1) == ["copper"]


def test_pendant_counts_a_duration_treasure_from_an_earlier_turn() -> None:
    """Pendant (FAQ): it counts itself and Treasures still in play from an earlier turn (an Amphora waiting for
    this turn): Copper, Copper, Amphora, Pendant is +$3."""
    g, _ = scenario([P(hand=["amphora"], deck=["copper"] * 4 + ["pendant"] + ["copper"] * 4), P()],
                    ["mode:next-turn"], supply={"pendant": 10}, phase="buy")
    g.play(0, "amphora")
    next_turn(g, 0)
    g.turn.phase = g.turn.phase.BUY
    coins = g.turn.coins
    g.play(0, "copper")
    g.play(0, "copper")
    g.play(0, "pendant")
    assert g.turn.coins - coins == 2 + 3


def test_tools_copies_another_players_duration() -> None:
    """Tools (FAQ): it can gain a copy of a card any player has in play, such as another player's Duration."""
    g, _ = scenario([P(hand=["tools"]), P(in_play=["longship"])], ["gain:longship"],
                    supply={"tools": 10, "longship": 10}, phase="buy")
    g.play(0, "tools")
    assert gained(g) == [(0, "longship", "supply", "discard")]


def test_throne_room_quartermaster_uses_one_set_twice_a_turn() -> None:
    """Quartermaster (FAQ): a Throne Room on it gives one set of cards, added to or taken from twice each turn."""
    g, _ = scenario([P(hand=["throne-room", "quartermaster"], deck=["copper"] * 20), P()],
                    ["play:quartermaster", "gain:silver", "mode:take"])
    g.play(0, "throne-room")
    next_turn(g, 0)
    assert g.zone(0, Zone.SET_ASIDE) == [] and g.hand(0).count("silver") == 1
    assert sorted(g.in_play(0)) == ["quartermaster", "throne-room"]


def test_reckless_duration_doubles_next_turn_and_returns_when_discarded_later() -> None:
    """Reckless (FAQ): with a Duration the two parts happen on different turns - Longship gives +4 Actions now and
    +4 Cards next turn, and returns to its pile only when discarded from play that later turn."""
    g = traited("reckless", "longship", [P(hand=["longship"], deck=["copper"] * 15), P()])
    g.play(0, "longship")
    assert g.turn.actions == 4
    next_turn(g, 0)
    assert len(g.hand(0)) == 9 and g.in_play(0) == ["longship"]
    g.cleanup(0)
    assert g.pile_count("longship") == 11 and "longship" not in g.discard(0)


def test_avoid_is_cumulative() -> None:
    """Avoid (FAQ): buying it twice lets you pick up to 6 cards to keep out of the next shuffle."""
    g, d = scenario([P(discard=["estate"] * 7), P()], [["discard:estate"] * 6], events=["avoid"], phase="buy",
                    coins=4)
    g.buy(0, "avoid")
    g.buy(0, "avoid")
    g.draw(0, 1)
    assert g.discard(0) == ["estate"] * 6 and g.hand(0) == ["estate"] and d.asked[-1].max == 6


def test_cheap_is_in_force_at_the_start_of_a_turn() -> None:
    """Cheap (FAQ): it lowers the pile's cost for the entire game, so also for a gain at the very start of a turn
    (Importer gains a Cheap $6 card as one costing up to $5)."""
    g = traited("cheap", "adventurer", [P(hand=["importer"], deck=["copper"] * 10), P()], ["gain:adventurer"],
                supply={"importer": 10})
    g.play(0, "importer")
    next_turn(g, 0)
    assert gained(g) == [(0, "adventurer", "supply", "discard")]


def test_inherited_split_pile_is_taken_from_the_top_in_turn_order() -> None:
    """Inherited (FAQ): on a split pile players take its cards from the top in turn order - with Townsfolk the
    first four players get a Town Crier and the fifth a Blacksmith."""
    g, asked = _inherited(["townsfolk", "gardens"], ["replace:copper"] * 5, players=5)
    assert g.traits == {"inherited": "townsfolk"} and asked == [0, 1, 2, 3, 4]
    got = [[c for c in _owned(g, p) if c not in ("copper", "estate")] for p in range(5)]
    assert got == [["town-crier"]] * 4 + [["blacksmith"]]


def test_mapmaker_can_play_a_mapmaker_it_just_drew() -> None:
    """Mapmaker (FAQ): after playing one in response to a Victory gain you can play another afterwards, even one
    you just got via the first Mapmaker."""
    g, _ = scenario([P(), P(hand=["mapmaker"], deck=["copper"] * 4 + ["estate", "silver", "mapmaker", "gold"])],
                    ["play:mapmaker", ["take:mapmaker", "take:gold"], "play:mapmaker",
                     ["take:copper", "take:copper"]])
    g.gain(0, "province")
    assert g.in_play(1) == ["mapmaker", "mapmaker"] and sorted(g.hand(1)) == ["copper", "copper", "gold"]


def test_throne_room_stays_in_play_with_a_repeating_taskmaster() -> None:
    """Taskmaster (Duration rules): a Throne Room that played it stays in play as long as Taskmaster does - with a
    $5 gain both stay, Taskmaster repeats twice next turn, and both are discarded once no $5 card is gained."""
    g, _ = scenario([P(hand=["throne-room", "taskmaster"], deck=["copper"] * 20), P()], ["play:taskmaster"])
    g.play(0, "throne-room")
    g.gain(0, "duchy")
    g.cleanup(0)
    assert sorted(g.in_play(0)) == ["taskmaster", "throne-room"]
    g.start_turn(0)
    assert (g.turn.actions, g.turn.coins) == (3, 2)
    g.cleanup(0)
    assert g.in_play(0) == [] and {"taskmaster", "throne-room"} <= set(g.discard(0))


def test_throne_room_taskmaster_without_a_five_is_discarded_with_it() -> None:
    """Taskmaster: with no $5 gain this turn it is discarded in Clean-up, and so is the Throne Room that played it."""
    g, _ = scenario([P(hand=["throne-room", "taskmaster"], deck=["copper"] * 20), P()], ["play:taskmaster"])
    g.play(0, "throne-room")
    g.gain(0, "silver")
    g.cleanup(0)
    assert g.in_play(0) == [] and sorted(g.discard(0)) == ["silver", "taskmaster", "throne-room"]
