"""Interface labels for values stored in the knowledge (types, zones, statuses).

Each is marked with ``N_`` so that Babel extracts it into messages.pot; the
templates translate them at render time with gettext.
"""

from __future__ import annotations


def N_(message: str) -> str:  # noqa: N802 - the conventional gettext marker
    """Mark ``message`` for extraction without translating it here."""
    return message


TYPES = {
    "action": N_("Action"), "treasure": N_("Treasure"), "victory": N_("Victory"), "curse": N_("Curse"),
    "attack": N_("Attack"), "reaction": N_("Reaction"), "duration": N_("Duration"), "night": N_("Night"),
    "looter": N_("Looter"), "ruins": N_("Ruins"), "knight": N_("Knight"), "shelter": N_("Shelter"),
    "prize": N_("Prize"), "traveller": N_("Traveller"), "event": N_("Event"), "hex": N_("Hex"),
    "landmark": N_("Landmark"), "project": N_("Project"), "way": N_("Way"), "reserve": N_("Reserve"),
    "command": N_("Command"), "fate": N_("Fate"), "doom": N_("Doom"), "heirloom": N_("Heirloom"),
    "spirit": N_("Spirit"), "zombie": N_("Zombie"), "gathering": N_("Gathering"), "castle": N_("Castle"),
    "augur": N_("Augur"), "clash": N_("Clash"), "fort": N_("Fort"), "odyssey": N_("Odyssey"),
    "townsfolk": N_("Townsfolk"), "wizard": N_("Wizard"), "liaison": N_("Liaison"), "loot": N_("Loot"),
    "reward": N_("Reward"), "shadow": N_("Shadow"), "omen": N_("Omen"), "prophecy": N_("Prophecy"),
    "trait": N_("Trait"), "ally": N_("Ally"), "boon": N_("Boon"), "state": N_("State"), "artifact": N_("Artifact"),
    "potion": N_("Potion"),
}

SUPPLY = {"kingdom": N_("Kingdom pile in the Supply"), "base": N_("Base pile in the Supply"),
          "non-supply": N_("Not in the Supply")}

SUPPLY_SHORT = {"kingdom": N_("Kingdom"), "base": N_("Base"), "non-supply": N_("Not in the Supply")}

ZONES = {"discard": N_("discard pile"), "deck": N_("deck"), "hand": N_("hand"), "in_play": N_("play"),
         "trash": N_("trash"), "supply": N_("Supply"), "set_aside": N_("set aside"), "exile": N_("Exile mat"),
         "tavern": N_("Tavern mat")}

GAINERS = {"you": N_("You gain"), "others": N_("The other players gain"), "each": N_("Every player gains")}

SOURCES = {"supply": N_("from the Supply"), "trash": N_("from the trash"), "pile": N_("from the {pile} pile")}

DESTINATIONS = {"discard": N_("to the discard pile"), "deck": N_("onto the deck"), "hand": N_("into the hand")}

COLUMNS = (N_("Card"), N_("Cost"), N_("Types"), N_("Expansion"), N_("Supply"))

VERDICTS = {"passed": N_("verified by the engine"), "failed": N_("the engine disagrees"),
            "unproven": N_("not proven yet (the engine lacks a card's behaviour)")}
"""How a checker verdict is shown beside an example."""
STATUSES = {"holds": N_("holds"), "conditional": N_("holds under conditions"), "outdated": N_("outdated")}

OWNERSHIP = {"pass": N_("passing"), "exchange": N_("exchanging"), "exile": N_("exiling"),
             "set-aside": N_("setting aside")}

PILE_KINDS = {"single": N_("copies of one card"), "mixed": N_("mixed pile (different cards, only the top one "
                                                                 "can be gained)"),
              "split": N_("split pile (two or more kinds of card stacked)")}

EDITIONS = {"1e": N_("1st edition"), "2e": N_("2nd edition")}

