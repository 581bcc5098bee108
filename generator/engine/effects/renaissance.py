"""Renaissance: Villagers and Coffers, the five Artifacts, Projects bought with cubes, and the Kingdom cards."""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.api import CardAPI
from generator.engine.effects.common import (
    choose_from,
    choose_hand,
    count_this_turn,
    gain_pick,
    put_back_in_any_order,
    up_to,
)
from generator.engine.events import Moved, TokenChanged
from generator.engine.hooks import (
    TREASURE_COINS,
    can_buy,
    event,
    game_rule,
    on_discard_from_play,
    on_gain,
    on_play,
    on_reveal,
    on_trash,
    versions,
)
from generator.engine.triggers import Trigger
from generator.engine.types import DECK, DISCARD, HAND, IN_PLAY, SET_ASIDE, Cost, Phase, Zone
from generator.engine.zones import BLACK_MARKET_CODE

versions("patron", "1e", "2e")


# -- Villagers and Coffers ---------------------------------------------------------------------------------
def villagers(g: CardAPI, p: int, n: int) -> None:
    """+n Villagers for player p (spent in the Action phase for +1 Action each, by the turn loop)."""
    g.add_tokens(p, "villagers", n)


def coffers(g: CardAPI, p: int, n: int) -> None:
    """+n Coffers for player p (spent in the Buy phase for +$1 each, by the turn loop)."""
    g.add_tokens(p, "coffers", n)


# -- Artifacts ---------------------------------------------------------------------------------------------
def holds(g: CardAPI, p: int, artifact: str) -> bool:
    """True when player p holds the Artifact now."""
    return g.artifacts.get(artifact) == p


def take(g: CardAPI, p: int, artifact: str) -> None:
    """Take an Artifact: from whoever holds it (or from beside the Supply) to player p; taking one you
    already hold changes nothing."""
    g.artifacts[artifact] = p
    g.emit(TokenChanged(p, artifact, "taken"))
    if artifact == "flag" and FLAG_DRAW in g.turn.marks:
        _flag_moved_in_cleanup(g)


def _key(g: CardAPI) -> None:
    g.turn_start_rules.append(lambda g2, p: _key_coin(g2, p))


def _key_coin(g: CardAPI, p: int) -> None:
    """The Key: at the start of your turn, +$1."""
    if holds(g, p, "key"):
        g.turn.coins += 1


FLAG_DRAW = "flag-draw"
"""TurnState.marks key, in Clean-up once the Flag's rule has counted the hand to draw (until the hand is drawn):
whether it added the Flag's card."""


def _flag(g: CardAPI) -> None:
    g.cleanup_rules.append(_flag_card)
    g.turn_end_rules.append(_flag_drawn)


def _flag_card(g: CardAPI, p: int) -> None:
    """The Flag: when drawing your hand (in Clean-up), +1 Card, whatever the hand's size would be."""
    added = holds(g, p, "flag")
    if added:
        g.turn.next_hand += 1
    g.turn.marks[FLAG_DRAW] = added


def _flag_moved_in_cleanup(g: CardAPI) -> None:
    """The Flag changed hands in Clean-up after its rule counted, but before the hand is drawn (Improve trashing
    or gaining a Flag Bearer): who holds it when the hand is drawn gets the card."""
    t = g.turn
    now = holds(g, t.player, "flag")
    if now != t.marks[FLAG_DRAW]:
        t.next_hand += 1 if now else -1
        t.marks[FLAG_DRAW] = now


def _flag_drawn(g: CardAPI, p: int) -> None:
    """The hand has been drawn: the Flag no longer changes it."""
    g.turn.marks.pop(FLAG_DRAW, None)


def _treasure_chest(g: CardAPI) -> None:
    g.buy_start_rules.append(_chest_gold)


def _chest_gold(g: CardAPI, p: int) -> None:
    """Treasure Chest: at the start of your Buy phase, gain a Gold."""
    if holds(g, p, "treasure-chest"):
        g.gain(p, "gold")


def _no_rule(g: CardAPI) -> None:
    """Horn and Lantern change what Border Guard does: Border Guard reads who holds them."""


ARTIFACT_RULES: dict[str, Callable[[CardAPI], None]] = {
    "key": _key, "flag": _flag, "treasure-chest": _treasure_chest, "horn": _no_rule, "lantern": _no_rule}
"""Artifact -> what it installs in a game it is in."""
BRINGS: dict[str, tuple[str, ...]] = {
    "treasurer": ("key",), "flag-bearer": ("flag",), "swashbuckler": ("treasure-chest",),
    "border-guard": ("horn", "lantern")}
"""Kingdom card -> the Artifacts it brings into the game."""


def install_artifact(g: CardAPI, artifact: str) -> None:
    """Set an Artifact out beside the Supply (held by nobody) and install its rule, once per game."""
    if artifact in g.artifacts:
        return
    g.artifacts[artifact] = None
    ARTIFACT_RULES[artifact](g)


def _artifact_rule(artifact: str) -> Callable[[CardAPI], None]:
    def rule(g: CardAPI) -> None:
        install_artifact(g, artifact)
    rule.__doc__ = f"The {artifact} Artifact is in the game (set out, held by nobody yet)."
    return rule


def _brings_rule(card: str) -> Callable[[CardAPI], None]:
    def rule(g: CardAPI) -> None:
        for artifact in BRINGS[card]:
            install_artifact(g, artifact)
    rule.__doc__ = f"{card} brings its Artifacts into the game."
    return rule


for _art in ARTIFACT_RULES:
    game_rule(_art)(_artifact_rule(_art))


# -- Projects ----------------------------------------------------------------------------------------------
PROJECTS = ("academy", "barracks", "canal", "capitalism", "cathedral", "citadel", "city-gate", "crop-rotation",
            "exploration", "fair", "fleet", "guildhall", "innovation", "pageant", "piazza", "road-network", "sewers",
            "silos", "sinister-plot", "star-chart")
"""The twenty Projects."""
CUBES = 2
"""Cubes each player has to put on Projects."""


def has_project(g: CardAPI, p: int, project: str) -> bool:
    """True when player p has their cube on the Project."""
    return project in g.players[p].marks and project in PROJECTS


def cubes_used(g: CardAPI, p: int) -> int:
    """How many of player p's cubes lie on Projects."""
    return sum(1 for k in g.players[p].marks if k in PROJECTS)


def _cube(project: str) -> Callable[[CardAPI, int], None]:
    def bought(g: CardAPI, p: int) -> None:
        g.players[p].marks[project] = True
        g.emit(TokenChanged(p, "cube", project))
        if project == "canal" and p == g.turn.player:
            _canal(g, p)  # "during your turns": already the rest of the turn it is bought in
    bought.__doc__ = f"Buying {project}: put one of your cubes on it; its ability is yours for the rest of the game."
    return bought


def _cube_free(project: str) -> Callable[[CardAPI, int], bool]:
    def allowed(g: CardAPI, p: int) -> bool:
        return not has_project(g, p, project) and cubes_used(g, p) < CUBES and not g.players[p].debt
    allowed.__doc__ = (f"{project} may be bought by a player without a cube on it who has a cube left and no "
                       "debt.")
    return allowed


for _proj in PROJECTS:
    event(_proj)(_cube(_proj))
    can_buy(_proj)(_cube_free(_proj))


ORDERED_STARTS = ("cathedral", "city-gate", "crop-rotation", "silos", "sinister-plot", "piazza")
"""The start-of-turn Projects whose ability involves the player's cards: the player may use them before, between
or after their Durations' start-of-turn work (the others only add +Actions, +Buys or lower costs)."""


def _start_rule(project: str, fn: Callable[[CardAPI, int], None]) -> None:
    """Register a Project whose ability acts at the start of its owners' turns (once a turn)."""
    done = f"start:{project}"

    def rule(g: CardAPI) -> None:
        def at_start(g2: CardAPI, p: int) -> None:
            if has_project(g2, p, project) and not g2.turn.marks.get(done):
                g2.turn.marks[done] = True
                fn(g2, p)

        def offered(g2: CardAPI, p: int) -> dict[str, Callable[[], None]]:
            if not has_project(g2, p, project) or g2.turn.marks.get(done):
                return {}
            return {done: lambda: at_start(g2, p)}
        g.turn_start_rules.append(at_start)
        if project in ORDERED_STARTS:
            g.turn_start_calls.append(offered)
    rule.__doc__ = fn.__doc__
    game_rule(project)(rule)


def _barracks(g: CardAPI, p: int) -> None:
    """Barracks: at the start of your turn, +1 Action."""
    g.turn.actions += 1


def _fair(g: CardAPI, p: int) -> None:
    """Fair: at the start of your turn, +1 Buy."""
    g.turn.buys += 1


def _cathedral(g: CardAPI, p: int) -> None:
    """Cathedral: at the start of your turn, trash a card from your hand (not optional)."""
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)


def _city_gate(g: CardAPI, p: int) -> None:
    """City Gate: at the start of your turn, +1 Card, then put a card from your hand onto your deck."""
    g.draw(p, 1)
    for u in choose_hand(g, p, "topdeck", "topdeck"):
        g.topdeck(p, u)


def _crop_rotation(g: CardAPI, p: int) -> None:
    """Crop Rotation: at the start of your turn, you may discard a Victory card for +2 Cards."""
    picked = choose_hand(g, p, "discard", "discard", lambda u: g.is_type(u, "victory"), 0)
    if picked:
        g.discard_card(p, picked[0])
        g.draw(p, 2)


def _silos(g: CardAPI, p: int) -> None:
    """Silos: at the start of your turn, discard any number of Coppers, revealed, and draw that many cards."""
    coppers = [u for u in g.zones.hands[p] if g.zones.card_of[u] == "copper"]
    if not coppers:
        return
    n = int(g.ask("silos", p, [f"discard:{k}" for k in range(len(coppers) + 1)])[0].partition(":")[2])
    if n:
        chosen = coppers[:n]
        g.reveal(p, chosen)
        g.discard_cards(p, chosen)
        g.draw(p, n)


SINISTER_TOKENS = "sinister-plot-tokens"
"""PlayerState.marks key: the player's coin tokens on Sinister Plot."""


def _sinister_plot(g: CardAPI, p: int) -> None:
    """Sinister Plot: at the start of your turn, add a token here, or remove your tokens here for +1 Card each."""
    marks = g.players[p].marks
    have = int(marks.get(SINISTER_TOKENS, 0))
    ans = g.ask("sinister-plot", p, ["add-token", "remove-tokens"])[0]
    if ans == "add-token":
        marks[SINISTER_TOKENS] = have + 1
    else:
        marks[SINISTER_TOKENS] = 0
        g.draw(p, have)
    g.emit(TokenChanged(p, "sinister-plot", str(marks[SINISTER_TOKENS])))


def _piazza(g: CardAPI, p: int) -> None:
    """Piazza: at the start of your turn, reveal the top card of your deck; if it's an Action, play it
    (using no Action), else it goes back on top."""
    top = g.top_cards(p, 1)
    if not top:
        return
    uid = top[0]
    g.reveal(p, top)
    aside = g.zones.code(p, SET_ASIDE)
    if g.zones.loc[uid] != aside:
        return
    if g.is_type(uid, "action"):
        g.play_uid(p, uid, aside)
    else:
        g.topdeck(p, uid, aside)


def _canal(g: CardAPI, p: int) -> None:
    """Canal: during your turns, cards cost $1 less (not less than $0)."""
    g.turn.cost_changes.append((None, -1))  # cards only (Game.cost_of)


for _proj, _fn in (("barracks", _barracks), ("fair", _fair), ("cathedral", _cathedral), ("city-gate", _city_gate),
                   ("crop-rotation", _crop_rotation), ("silos", _silos), ("sinister-plot", _sinister_plot),
                   ("piazza", _piazza), ("canal", _canal)):
    _start_rule(_proj, _fn)


def _gain_rule(project: str, fn: Callable[[CardAPI, int, int, str], None],
               applies: Callable[[CardAPI, int, int, str], bool]) -> None:
    """Register a Project whose ability is a when-gain trigger of its owner."""
    def rule(g: CardAPI) -> None:
        def on_gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
            if not has_project(g2, p, project) or not applies(g2, p, uid, card):
                return None
            return Trigger(f"{project}:{card}", False, lambda: True, lambda: fn(g2, p, uid, card))
        g.gain_rules.append(on_gained)
    rule.__doc__ = fn.__doc__
    game_rule(project)(rule)


def _academy(g: CardAPI, p: int, uid: int, card: str) -> None:
    """Academy: when you gain an Action card, +1 Villager."""
    villagers(g, p, 1)


def _guildhall(g: CardAPI, p: int, uid: int, card: str) -> None:
    """Guildhall: when you gain a Treasure, +1 Coffers."""
    coffers(g, p, 1)


_gain_rule("academy", _academy, lambda g, p, uid, card: "action" in g.types_of(uid))
_gain_rule("guildhall", _guildhall, lambda g, p, uid, card: "treasure" in g.types_of(uid))


@game_rule("innovation")
def innovation_rule(g: CardAPI) -> None:
    """Innovation: the first time you gain an Action card in each of your turns, you may set it aside; if
    you do, play it."""
    def on_gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        t = g2.turn
        if p != t.player or "innovation" in t.marks or "action" not in g2.types_of(uid):
            return None
        t.marks["innovation"] = True
        if not has_project(g2, p, "innovation"):
            return None

        def run() -> None:
            z = g2.zones
            if z.loc[uid] != dst:
                return
            g2.set_aside(p, uid, "innovation")
            g2.play_uid(p, uid, z.code(p, SET_ASIDE))
        return Trigger(f"innovation:{card}", True, lambda: g2.zones.loc[uid] == dst, run)
    g.gain_rules.append(on_gained)


@game_rule("road-network")
def road_network_rule(g: CardAPI) -> None:
    """Road Network: when another player gains a Victory card, +1 Card (also on your own turn)."""
    def on_gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        if "victory" not in g2.types_of(uid):
            return None
        owners = [o for o in g2.others(p) if has_project(g2, o, "road-network")]
        if not owners:
            return None

        def run() -> None:
            for o in owners:
                g2.draw(o, 1)
        return Trigger(f"road-network:{card}", False, lambda: True, run)
    g.gain_rules.append(on_gained)


@game_rule("exploration")
def exploration_rule(g: CardAPI) -> None:
    """Exploration: at the end of your Buy phase, if you didn't buy any cards, +1 Coffers and +1 Villager."""
    def at_end(g2: CardAPI, p: int) -> None:
        if has_project(g2, p, "exploration") and not g2.turn.cards_bought:
            coffers(g2, p, 1)
            villagers(g2, p, 1)
    g.buy_end_rules.append(at_end)


@game_rule("pageant")
def pageant_rule(g: CardAPI) -> None:
    """Pageant: at the end of your Buy phase, you may pay $1 for +1 Coffers."""
    def at_end(g2: CardAPI, p: int) -> None:
        if has_project(g2, p, "pageant") and g2.turn.coins >= 1 and g2.ask("pageant", p, ["yes", "no"]) == ["yes"]:
            g2.turn.coins -= 1
            coffers(g2, p, 1)
    g.buy_end_rules.append(at_end)


SEWERS = "sewers"
"""TurnState.marks key: a card is being trashed with Sewers (that trash does not trigger Sewers again)."""


@game_rule("sewers")
def sewers_rule(g: CardAPI) -> None:
    """Sewers: when you trash a card other than with this, you may trash a card from your hand."""
    def on_trashed(g2: CardAPI, p: int, uid: int, card: str) -> Trigger | None:
        if not has_project(g2, p, "sewers") or g2.turn.marks.get(SEWERS):
            return None

        def run() -> None:
            picked = choose_hand(g2, p, "trash", "trash", None, 0)
            if picked:
                g2.turn.marks[SEWERS] = True
                try:
                    g2.trash(p, picked[0])
                finally:
                    g2.turn.marks[SEWERS] = False
        return Trigger(f"sewers:{card}", True, lambda: bool(g2.zones.hands[p]), run)
    g.trash_rules.append(on_trashed)


@game_rule("star-chart")
def star_chart_rule(g: CardAPI) -> None:
    """Star Chart: when you shuffle, you may pick one of the cards to go on top."""
    def after_shuffle(g2: CardAPI, p: int) -> None:
        if not has_project(g2, p, "star-chart"):
            return
        deck = g2.zones.decks[p]
        for u in choose_from(g2, p, list(deck), "star-chart", "topdeck", 0):
            code = g2.zones.code(p, DECK)
            g2.move(u, code, code)
    g.shuffle_rules.append(after_shuffle)


CITADEL = "citadel"
"""TurnState.marks key: the uid of the first Action card played this turn (Citadel plays it again)."""


@game_rule("citadel")
def citadel_rule(g: CardAPI) -> None:
    """Citadel: the first time you play an Action card during each of your turns, play it again afterwards."""
    def first(g2: CardAPI, p: int, uid: int, card: str) -> None:
        t = g2.turn
        if p == t.player and CITADEL not in t.marks and "action" in g2.types_of(uid):
            t.marks[CITADEL] = uid if has_project(g2, p, "citadel") else None

    def again(g2: CardAPI, p: int, uid: int, card: str) -> None:
        t = g2.turn
        if t.marks.get(CITADEL) == uid and p == t.player:
            t.marks[CITADEL] = None
            g2.resolve(p, uid)
    g.play_rules.append(first)
    g.after_play_rules.append(again)


CAPITALISM_CARDS = frozenset({
    "abandoned-mine", "amulet", "animal-fair", "archer", "aristocrat", "artificer", "barbarian", "bard", "baron",
    "bazaar", "bishop", "black-market", "bounty-hunter", "bridge", "broker", "cabin-boy", "capital-city",
    "caravan-guard", "cardinal", "cargo-ship", "catapult", "chancellor", "change", "chariot-race", "charlatan",
    "city", "clerk", "conclave", "conspirator", "corsair", "count", "courier", "courser", "courtier", "coven",
    "cutpurse", "dame-sylvia", "death-cart", "duchess", "elder", "embargo", "emporium", "farmers-market", "festival",
    "fisherman", "fishing-village", "fishmonger", "flag-bearer", "flagship", "forager", "fortune-hunter",
    "fortune-teller", "frigate", "galleria", "garrison", "gatekeeper", "giant", "gladiator", "goons", "grand-market",
    "guildmaster", "haggler", "harbor-village", "harvest", "herbalist", "hero", "horse-traders", "improve",
    "ironmonger", "ironworks", "jester", "joust", "junk-dealer", "kiln", "kitsune", "legionary", "lighthouse",
    "livery", "mandarin", "market", "mercenary", "merchant", "merchant-camp", "merchant-guild", "merchant-ship",
    "messenger", "militia", "mill", "mining-road", "mining-village", "minion", "miser", "moneylender", "monument",
    "mountain-shrine", "mountebank", "mystic", "navigator", "noble-brigand", "nomad-camp", "nomads", "oasis",
    "opulent-castle", "paddock", "patron", "pawn", "peasant", "peddler", "pirate-ship", "poacher", "poor-house",
    "priest", "rogue", "sacred-grove", "sacrifice", "sailor", "salvager", "samurai", "scavenger", "scrap", "search",
    "secluded-shrine", "secret-cave", "secret-chamber", "shaman", "shop", "skirmisher", "soldier", "souk",
    "spice-merchant", "squire", "steward", "storeroom", "storyteller", "stronghold", "swamp-hag", "swindler",
    "sycophant", "taskmaster", "tea-house", "teacher", "tent", "tormentor", "tournament", "town", "town-crier",
    "tracker", "trade-route", "treasure-hunter", "treasurer", "treasury", "tribute", "trusty-steed", "vassal",
    "vault", "villa", "wine-merchant", "woodcutter"})
"""Action cards with a +$ amount in their text (Improve, Priest...), which Capitalism makes Treasures too; a bare
$ amount is not one (Inventor)."""


@game_rule("capitalism")
def capitalism_rule(g: CardAPI) -> None:
    """Capitalism: during your turns, Actions with +$ amounts in their text are also Treasures (everywhere)."""
    def change(g2: CardAPI, uid: int, types: frozenset[str]) -> frozenset[str]:
        if ("action" in types and "treasure" not in types and g2.card_as(uid) in CAPITALISM_CARDS
                and has_project(g2, g2.turn.player, "capitalism")):
            return types | {"treasure"}
        return types
    g.type_changes.append(change)


@game_rule("fleet")
def fleet_rule(g: CardAPI) -> None:
    """Fleet: after the game ends, there is an extra round of turns just for the players with a cube on it."""
    g.final_round_rules.append(lambda g2: [p for p in range(g2.n) if has_project(g2, p, "fleet")])


# -- Kingdom cards -----------------------------------------------------------------------------------------
for _card in BRINGS:
    game_rule(_card)(_brings_rule(_card))


@on_play("acting-troupe")
def acting_troupe(g: CardAPI, p: int, uid: int) -> None:
    """+4 Villagers; trash this (the Villagers come even if it cannot be trashed)."""
    villagers(g, p, 4)
    if g.zones.loc[uid] == g.zones.code(p, IN_PLAY):
        g.trash(p, uid, g.zones.code(p, IN_PLAY))


@on_play("border-guard")
def border_guard(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; reveal the top 2 cards (3 with the Lantern), put one into your hand and discard the rest;
    if all were Actions (and there were 2, or 3), take the Lantern or Horn (with the Lantern: may take the Horn)."""
    g.turn.actions += 1
    lantern = holds(g, p, "lantern")
    want = 3 if lantern else 2
    revealed = g.top_cards(p, want)
    if not revealed:
        return
    g.reveal(p, revealed)
    all_actions = len(revealed) == want and all(g.is_type(u, "action") for u in revealed)
    kept = choose_from(g, p, revealed, "border-guard", "hand")
    aside = g.zones.code(p, SET_ASIDE)
    for u in kept:
        if g.zones.loc[u] == aside:
            g.move(u, aside, g.zones.code(p, HAND))
            g.emit(Moved(p, g.zones.card_of[u], u, "set_aside", "hand", "border-guard"))
    rest = [u for u in revealed if u not in kept and g.zones.loc[u] == aside]
    if rest:
        g.discard_cards(p, rest, aside)
    if not all_actions:
        return
    if lantern:
        if g.ask("artifact", p, ["take:horn", "no"]) == ["take:horn"]:
            take(g, p, "horn")
    else:
        take(g, p, g.ask("artifact", p, ["take:lantern", "take:horn"])[0].partition(":")[2])


@on_discard_from_play("border-guard")
def border_guard_horn(g: CardAPI, p: int, uid: int) -> None:
    """The Horn: once per turn, when you discard a Border Guard from play, you may put it onto your deck."""
    if not holds(g, p, "horn") or g.turn.marks.get("horn"):
        return
    dcode = g.zones.code(p, DISCARD)
    if g.zones.loc[uid] != dcode or g.ask("horn", p, ["topdeck:border-guard", "no"]) == ["no"]:
        return
    g.turn.marks["horn"] = True
    g.topdeck(p, uid, dcode)


CARGO = "cargo-ship"
"""TurnState.marks key: the Cargo Ships played this turn whose set-aside ability is still unused."""


@on_play("cargo-ship")
def cargo_ship(g: CardAPI, p: int, uid: int) -> None:
    """+$2; once this turn, when you gain a card, you may set it aside on this; at the start of your next
    turn, put it into your hand."""
    g.turn.coins += 2
    g.turn.marks.setdefault(CARGO, []).append(uid)


@game_rule("cargo-ship")
def cargo_ship_rule(g: CardAPI) -> None:
    """Cargo Ship's ability waits for the next card its player gains this turn (one card per play)."""
    def on_gained(g2: CardAPI, p: int, uid: int, card: str, dst: int) -> Trigger | None:
        ships = g2.turn.marks.get(CARGO)
        if p != g2.turn.player or not ships:
            return None

        def run() -> None:
            waiting = list(dict.fromkeys(g2.turn.marks.get(CARGO, [])))  # a Throne Roomed one is listed twice
            if g2.zones.loc[uid] != dst or not waiting:
                return
            ship = waiting[0]
            if len(waiting) > 1:  # each play is its own ability: the player picks the one used (ship:1 played first)
                answer = g2.ask("cargo-ship", p, [f"ship:{n}" for n in range(1, len(waiting) + 1)], card=card)[0]
                ship = waiting[int(answer.partition(":")[2]) - 1]
            g2.turn.marks[CARGO].remove(ship)
            g2.set_aside(p, uid, "cargo-ship")

            def back(g3: CardAPI, q: int, _u: int) -> None:
                z = g3.zones
                if g3.try_move(uid, z.code(q, SET_ASIDE), z.code(q, HAND)):
                    g3.emit(Moved(q, z.card_of[uid], uid, "set_aside", "hand", "cargo-ship"))
            g2.at_next_turn(p, ship, back)
        return Trigger(f"set-aside:{card}", True, lambda: g2.zones.loc[uid] == dst, run)
    g.gain_rules.append(on_gained)


@on_play("ducat")
def ducat(g: CardAPI, p: int, uid: int) -> None:
    """+1 Coffers, +1 Buy (and no coins)."""
    coffers(g, p, 1)
    g.turn.buys += 1


@on_gain("ducat")
def ducat_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, you may trash a Copper from your hand."""
    for u in choose_hand(g, p, "trash", "trash", lambda u: g.zones.card_of[u] == "copper", 0):
        g.trash(p, u)


EXPERIMENT = "experiment"
"""TurnState.marks key: an Experiment is being gained as the one another Experiment brought."""


@on_play("experiment")
def experiment(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Action; return this to the Supply (if it is still in play)."""
    g.draw(p, 2)
    g.turn.actions += 1
    g.return_to_pile(p, uid, g.zones.code(p, IN_PLAY))


@on_gain("experiment")
def experiment_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, gain another Experiment (that one brings no other)."""
    if g.turn.marks.get(EXPERIMENT):
        return
    g.turn.marks[EXPERIMENT] = True
    try:
        g.gain(p, "experiment")
    finally:
        g.turn.marks[EXPERIMENT] = False


@on_play("flag-bearer")
def flag_bearer(g: CardAPI, p: int, uid: int) -> None:
    """+$2."""
    g.turn.coins += 2


@on_gain("flag-bearer")
def flag_bearer_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, take the Flag."""
    take(g, p, "flag")


@on_trash("flag-bearer")
def flag_bearer_trash(g: CardAPI, p: int, uid: int) -> None:
    """When you trash this, take the Flag."""
    take(g, p, "flag")


@on_play("hideout")
def hideout(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +2 Actions; trash a card from your hand; if it's a Victory card, gain a Curse."""
    g.draw(p, 1)
    g.turn.actions += 2
    for u in choose_hand(g, p, "trash", "trash"):
        victory = g.is_type(u, "victory")
        g.trash(p, u)
        if victory:
            g.gain(p, "curse")


IMPROVE = "improve"
"""TurnState.marks key: how many times Improve was played this turn (each play trashes at most one card)."""


@on_play("improve")
def improve(g: CardAPI, p: int, uid: int) -> None:
    """+$2; at the start of Clean-up you may trash an Action card you would discard from play this turn, to
    gain a card costing exactly $1 more than it."""
    g.turn.coins += 2
    count_this_turn(g, IMPROVE)


@game_rule("improve")
def improve_rule(g: CardAPI) -> None:
    """Improve's ability at the start of Clean-up, once per play this turn."""
    def at_cleanup(g2: CardAPI, p: int) -> None:
        for _ in range(g2.turn.marks.pop(IMPROVE, 0)):
            staying = g2.players[p].staying
            cands = [u for u in g2.zones.plays[p] if u not in staying and g2.is_type(u, "action")]
            picked = choose_from(g2, p, cands, "improve", "trash", 0)
            if not picked:
                continue
            cost = g2.cost_of(g2.zones.card_of[picked[0]])
            g2.trash(p, picked[0], g2.zones.code(p, IN_PLAY))

            def fits(c: str, cost: Cost = cost) -> bool:
                return _one_more(g2.cost_of(c), cost)
            gain_pick(g2, p, fits)
    g.cleanup_rules.append(at_cleanup)


def _one_more(cost: Cost, than: Cost) -> bool:
    """True when ``cost`` is exactly $1 more than ``than`` (the same Potions and debt)."""
    return cost.coins == than.coins + 1 and cost.potion == than.potion and cost.debt == than.debt


@on_play("inventor")
def inventor(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card costing up to $4, then cards cost $1 less this turn (not less than $0)."""
    gain_pick(g, p, up_to(g, 4))
    g.turn.cost_changes.append((None, -1))  # cards only (Game.cost_of)


@on_play("lackeys")
def lackeys(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards."""
    g.draw(p, 2)


@on_gain("lackeys")
def lackeys_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, +2 Villagers."""
    villagers(g, p, 2)


@on_play("mountain-village")
def mountain_village(g: CardAPI, p: int, uid: int) -> None:
    """+2 Actions; put a card from your discard pile into your hand; if you can't, +1 Card."""
    g.turn.actions += 2
    pile = g.zones.discards[p]
    if not pile:
        g.draw(p, 1)
        return
    for u in choose_from(g, p, list(pile), "mountain-village", "hand"):
        g.move(u, g.zones.code(p, DISCARD), g.zones.code(p, HAND))
        g.emit(Moved(p, g.zones.card_of[u], u, "discard", "hand", "mountain-village"))


@on_play("old-witch")
def old_witch(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; each other player gains a Curse and may trash a Curse from their hand."""
    g.draw(p, 3)
    for o in g.attack_targets(p):
        g.gain(o, "curse")
        for u in choose_hand(g, o, "trash", "trash", lambda u: g.zones.card_of[u] == "curse", 0):
            g.trash(o, u)


@on_play("patron")
def patron(g: CardAPI, p: int, uid: int) -> None:
    """+1 Villager, +$2."""
    villagers(g, p, 1)
    g.turn.coins += 2


def _reveals_own_patron(g: CardAPI, p: int, uid: int) -> bool:
    """True when player p is the one revealing this Patron: one of their own cards, or one from the Black Market
    deck that their Black Market reveals."""
    return g.owner_of(uid) == p or g.zones.loc[uid] == BLACK_MARKET_CODE


@on_reveal("patron", "1e")
def patron_reveal_1e(g: CardAPI, p: int, uid: int) -> None:
    """When something makes you reveal this, +1 Coffers (the original text)."""
    if _reveals_own_patron(g, p, uid):
        coffers(g, p, 1)


@on_reveal("patron", "2e")
def patron_reveal(g: CardAPI, p: int, uid: int) -> None:
    """When something makes you reveal this in an Action phase, +1 Coffers (the errata)."""
    if _reveals_own_patron(g, p, uid) and g.turn.phase is Phase.ACTION:
        coffers(g, p, 1)


PRIEST = "priest"
"""TurnState.marks key: how many Priest plays this turn give +$2 per card the turn player trashes."""


@on_play("priest")
def priest(g: CardAPI, p: int, uid: int) -> None:
    """+$2; trash a card from your hand; for the rest of this turn, when you trash a card, +$2."""
    g.turn.coins += 2
    for u in choose_hand(g, p, "trash", "trash"):
        g.trash(p, u)
    if p == g.turn.player:
        count_this_turn(g, PRIEST)


@game_rule("priest")
def priest_rule(g: CardAPI) -> None:
    """Priest's lasting ability: +$2 per Priest played this turn for each card the turn player trashes."""
    def on_trashed(g2: CardAPI, p: int, uid: int, card: str) -> Trigger | None:
        n = g2.turn.marks.get(PRIEST, 0)
        if not n or p != g2.turn.player:
            return None

        def run() -> None:
            g2.turn.coins += 2 * n
        return Trigger(f"priest:{card}", False, lambda: True, run)
    g.trash_rules.append(on_trashed)


@on_play("recruiter")
def recruiter(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards; trash a card from your hand; +1 Villager per $1 it costs."""
    g.draw(p, 2)
    for u in choose_hand(g, p, "trash", "trash"):
        n = g.cost_of(g.zones.card_of[u]).coins
        g.trash(p, u)
        if n:
            villagers(g, p, n)


@on_play("research")
def research(g: CardAPI, p: int, uid: int) -> None:
    """+1 Action; trash a card from your hand; per $1 it costs, set aside a card from your deck face down;
    at the start of your next turn, put those cards into your hand."""
    g.turn.actions += 1
    picked = choose_hand(g, p, "trash", "trash")
    if not picked:
        return
    n = g.cost_of(g.zones.card_of[picked[0]]).coins
    g.trash(p, picked[0])
    aside = g.top_cards(p, n) if n else []
    if not aside:
        return
    for u in aside:
        g.emit(Moved(p, g.zones.card_of[u], u, "deck", "set_aside", "research"))

    def back(g2: CardAPI, q: int, _u: int) -> None:
        z = g2.zones
        for u in aside:
            if g2.try_move(u, z.code(q, SET_ASIDE), z.code(q, HAND)):
                g2.emit(Moved(q, z.card_of[u], u, "set_aside", "hand", "research"))
    g.at_next_turn(p, uid, back)


SCEPTER = "scepter"
"""TurnState.marks key: the uids of Action cards the turn player played this turn, in order."""


@game_rule("scepter")
def scepter_rule(g: CardAPI) -> None:
    """Scepter needs to know which Action cards the turn player played this turn."""
    def seen(g2: CardAPI, p: int, uid: int, card: str) -> None:
        if p == g2.turn.player and "action" in g2.defs[card].types:
            g2.turn.marks.setdefault(SCEPTER, []).append(uid)
    g.play_rules.append(seen)


def _scepter_release(g: CardAPI, p: int, uid: int) -> None:
    """Scepter leaves play with the Duration it replayed: nothing to do but stop staying."""


@on_play("scepter")
def scepter(g: CardAPI, p: int, uid: int) -> None:
    """Choose one: +$2; or replay an Action card you played this turn that's still in play."""
    pcode = g.zones.code(p, IN_PLAY)
    played = [u for u in dict.fromkeys(g.turn.marks.get(SCEPTER, [])) if g.zones.loc[u] == pcode]
    opts = ["scepter:coins"] + sorted({f"replay:{g.zones.card_of[u]}" for u in played})
    ans = g.ask("scepter", p, opts)[0]
    if ans == "scepter:coins":
        g.turn.coins += 2
        return
    card = ans.partition(":")[2]
    target = next(u for u in played if g.zones.card_of[u] == card)
    g.resolve(p, target)
    staying = g.players[p].staying
    if target in staying and g.zones.loc[uid] == pcode:
        g.at_next_turn(p, uid, _scepter_release)


@on_play("scholar")
def scholar(g: CardAPI, p: int, uid: int) -> None:
    """Discard your hand; +7 Cards."""
    hand = list(g.zones.hands[p])
    if hand:
        g.discard_cards(p, hand)
    g.draw(p, 7)


@on_play("seer")
def seer(g: CardAPI, p: int, uid: int) -> None:
    """+1 Card, +1 Action; reveal the top 3 cards; those costing $2 to $4 go into your hand, the rest back
    on top in any order."""
    g.draw(p, 1)
    g.turn.actions += 1
    revealed = g.top_cards(p, 3)
    if not revealed:
        return
    g.reveal(p, revealed)
    z = g.zones
    aside = z.code(p, SET_ASIDE)
    rest = []
    for u in revealed:
        cost = g.cost_of(z.card_of[u])
        if z.loc[u] != aside:
            continue
        if 2 <= cost.coins <= 4 and not cost.potion and not cost.debt:
            g.move(u, aside, z.code(p, HAND))
            g.emit(Moved(p, z.card_of[u], u, "set_aside", "hand", "seer"))
        else:
            rest.append(u)
    put_back_in_any_order(g, p, rest, kind="put-back")  # the last one put back is the new top card


@on_play("silk-merchant")
def silk_merchant(g: CardAPI, p: int, uid: int) -> None:
    """+2 Cards, +1 Buy."""
    g.draw(p, 2)
    g.turn.buys += 1


def _silk_tokens(g: CardAPI, p: int, uid: int) -> None:
    """When you gain or trash this, +1 Coffers and +1 Villager."""
    coffers(g, p, 1)
    villagers(g, p, 1)


on_gain("silk-merchant")(_silk_tokens)
on_trash("silk-merchant")(_silk_tokens)

TREASURE_COINS["spices"] = 2


@on_play("spices")
def spices(g: CardAPI, p: int, uid: int) -> None:
    """$2 (a Treasure's coins) and +1 Buy."""
    g.turn.buys += 1


@on_gain("spices")
def spices_gain(g: CardAPI, p: int, uid: int) -> None:
    """When you gain this, +2 Coffers."""
    coffers(g, p, 2)


@on_play("swashbuckler")
def swashbuckler(g: CardAPI, p: int, uid: int) -> None:
    """+3 Cards; if your discard pile has any cards: +1 Coffers, then with 4 or more Coffers take the Treasure
    Chest."""
    g.draw(p, 3)
    if g.zones.discards[p]:
        coffers(g, p, 1)
        if g.players[p].coffers >= 4:
            take(g, p, "treasure-chest")


@on_play("treasurer")
def treasurer(g: CardAPI, p: int, uid: int) -> None:
    """+$3; trash a Treasure from hand, or gain a Treasure from the trash to hand, or take the Key."""
    g.turn.coins += 3
    mode = g.ask("mode", p, ["treasurer:trash", "treasurer:gain", "treasurer:key"])[0]
    if mode == "treasurer:trash":
        for u in choose_hand(g, p, "trash", "trash", lambda u: g.is_type(u, "treasure")):
            g.trash(p, u)
    elif mode == "treasurer:gain":
        cands = [u for u in g.zones.trash if g.is_type(u, "treasure")]
        for u in choose_from(g, p, cands, "gain", "gain"):
            g.gain(p, g.zones.card_of[u], uid=u, to=Zone.HAND)
    else:
        take(g, p, "key")


@on_play("sculptor")
def sculptor(g: CardAPI, p: int, uid: int) -> None:
    """Gain a card to your hand costing up to $4; if it's a Treasure, +1 Villager."""
    got = gain_pick(g, p, up_to(g, 4), to=Zone.HAND)
    if got is not None and g.is_type(got, "treasure"):  # its types now (Capitalism makes some Actions Treasures)
        villagers(g, p, 1)


@on_play("villain")
def villain(g: CardAPI, p: int, uid: int) -> None:
    """+2 Coffers; each other player with 5 or more cards in hand discards one costing $2 or more (or reveals
    they can't)."""
    coffers(g, p, 2)
    for o in g.attack_targets(p):
        hand = g.zones.hands[o]
        if len(hand) < 5:
            continue
        picked = choose_hand(g, o, "discard", "discard", lambda u: g.cost_of(g.zones.card_of[u]).coins >= 2)
        if picked:
            g.discard_card(o, picked[0])
        else:
            g.reveal(o, list(hand))
