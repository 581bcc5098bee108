"""The seed documents are found beside the project (../shared/seeds), from the main checkout or a worktree."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import SEEDS_ENV, main_checkout, seeds_dir


def _layout(tmp_path: Path) -> tuple[Path, Path]:
    """A main checkout at <tmp>/main and a git worktree of it at <tmp>/wt/i15, as git writes them."""
    main = tmp_path / "main"
    (main / ".git" / "worktrees" / "i15").mkdir(parents=True)
    (main / ".git" / "worktrees" / "i15" / "commondir").write_text("../..\n", encoding="utf-8")
    tree = tmp_path / "wt" / "i15"
    tree.mkdir(parents=True)
    (tree / ".git").write_text(f"gitdir: {main / '.git' / 'worktrees' / 'i15'}\n", encoding="utf-8")
    return main, tree


def test_seeds_resolve_beside_the_main_checkout(tmp_path: Path) -> None:
    """From /work/main the seeds are /work/shared/seeds (here: <tmp>/shared/seeds)."""
    main, _ = _layout(tmp_path)
    assert seeds_dir(main, {}) == tmp_path / "shared" / "seeds"


def test_seeds_resolve_the_same_from_a_worktree(tmp_path: Path) -> None:
    """A worktree elsewhere (/work/wt/i15) still finds the seeds beside its main checkout."""
    main, tree = _layout(tmp_path)
    assert main_checkout(tree) == main.resolve()
    assert seeds_dir(tree, {}) == (tmp_path / "shared" / "seeds").resolve()


def test_environment_variable_wins(tmp_path: Path) -> None:
    """DOMWIKI_SEEDS names the folder; a relative value is taken from the checkout."""
    main, _ = _layout(tmp_path)
    assert seeds_dir(main, {SEEDS_ENV: "/elsewhere/seeds"}) == Path("/elsewhere/seeds")
    assert seeds_dir(main, {SEEDS_ENV: "docs/seeds"}) == (main / "docs" / "seeds").resolve()
