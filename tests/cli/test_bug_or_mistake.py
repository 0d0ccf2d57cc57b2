"""A bug is told from a user's mistake: a mistake (`ParlorError`) is its own line and exit status 2; anything
else says it is a bug and where its traceback was written, and exits 70. The bug is injected: a command made
to raise a KeyError, as a real slip in the code would."""

from pathlib import Path

from parlorgames import cli
from parlorgames.bugs import EXIT_BUG, EXIT_MISTAKE, KEPT_REPORTS, bugs_dir, write_report
from parlorgames.engine.errors import ParlorError


def reports() -> list[Path]:
    return sorted(bugs_dir().glob("bug-*.txt")) if bugs_dir().is_dir() else []


def test_a_mistake_is_one_line_of_its_own_and_writes_no_report(capsys):
    assert cli.main(["rules", "no-such-game"]) == EXIT_MISTAKE
    err = capsys.readouterr().err
    assert err.startswith("parlorgames: unknown game 'no-such-game'") and err.count("\n") == 1
    assert "bug" not in err and reports() == []


def test_an_injected_bug_says_it_is_a_bug_and_where_its_traceback_is(capsys, monkeypatch):
    def slip(args):
        return {}["oops"]

    monkeypatch.setattr(cli, "cmd_list", slip)
    assert cli.main(["list"]) == EXIT_BUG
    err = capsys.readouterr().err
    [report] = reports()
    assert err == (
        f"parlorgames: this is a bug, not a mistake of yours (KeyError); its traceback is in {report}: "
        "please send that file with a report\n"
    )
    assert "'oops'" not in err
    written = report.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written and "in slip" in written and "KeyError: 'oops'" in written


def test_a_mistake_raised_anywhere_is_still_a_mistake(capsys, monkeypatch):
    def refuse(args):
        raise ParlorError("that table is full")

    monkeypatch.setattr(cli, "cmd_list", refuse)
    assert cli.main(["list"]) == EXIT_MISTAKE
    assert capsys.readouterr().err == "parlorgames: that table is full\n"
    assert reports() == []


def test_a_bug_whose_report_cannot_be_written_still_says_it_is_a_bug(capsys, monkeypatch, tmp_path):
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "a-file" / "home"))
    monkeypatch.setattr(cli, "cmd_list", lambda args: {}["oops"])
    assert cli.main(["list"]) == EXIT_BUG
    assert capsys.readouterr().err == (
        "parlorgames: this is a bug, not a mistake of yours (KeyError); its traceback could not be written to "
        f"{tmp_path / 'a-file' / 'home' / 'bugs'}\n"
    )


def test_each_bug_gets_a_report_of_its_own_and_only_the_newest_are_kept():
    written = [write_report(KeyError(number)) for number in range(KEPT_REPORTS + 2)]
    assert len(set(written)) == KEPT_REPORTS + 2
    assert reports() == sorted(path for path in written[2:] if path is not None)
