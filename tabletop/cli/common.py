"""What every command group shares: one-line errors, JSON output, scenario loading."""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NoReturn, TypeVar

from tabletop import jsontext
from tabletop.i18n import N_, _, decimal, grouped, ngettext

if TYPE_CHECKING:
    from tabletop.book import Book

T = TypeVar("T")


class CliError(Exception):
    """Bad input on the command line: printed as one line, exit code 1. ``program`` is who says it when argparse
    refuses the words of one command (« tabletop odds »): the referee reads which command he mistyped."""

    def __init__(self, message: str, program: str | None = None) -> None:
        super().__init__(message)
        self.program = program


class OptionValueError(Exception):
    """A value an option's type refuses, said whole once argparse tells which option it was: ``said(option)`` is one
    sentence whose subject is the option (« --cm attend un nombre, pas « x » »). Not an ArgumentTypeError, which
    argparse would turn into a bare problem glued after the option's name."""

    def __init__(self, said: Callable[[str], str]) -> None:
        super().__init__()
        self.said = said


class CliHelpFormatter(argparse.HelpFormatter):
    """argparse's help as the language in use writes it: a section's heading followed by its language's colon
    (« options : » in French; argparse glues a bare colon to the heading in code), and lines broken between words
    only (« pistolet-mitrailleur » is one word, not two halves on two lines)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._headings: set[str] = set()

    def start_section(self, heading: str | None) -> None:
        if heading:
            self._headings.add(heading)
        super().start_section(heading)

    def format_help(self) -> str:
        lines = super().format_help().split("\n")
        return "\n".join(_("{heading}:").format(heading=line[:-1]) if line[:-1] in self._headings
                         and line.endswith(":") else line for line in lines)

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(self._whitespace_matcher.sub(" ", text).strip(), width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return textwrap.fill(self._whitespace_matcher.sub(" ", text).strip(), width, initial_indent=indent,
                             subsequent_indent=indent, break_on_hyphens=False)


# Where the innermost command whose words were left over puts its name in the namespace, for the refusal to name it.
_LEFT_OVER_BY = "_tabletop_left_over_by"


class CliParser(argparse.ArgumentParser):
    """argparse with errors raised as CliError (one line, exit 1) instead of exit 2 with usage, each one sentence after
    the command that refuses it (« tabletop roster buy », not its group's « tabletop roster »), and its help written
    by ``CliHelpFormatter``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", CliHelpFormatter)
        # A refused option reaches parse_known_args as an ArgumentError, said there in this command's name.
        kwargs.setdefault("exit_on_error", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        from tabletop.sentences import listed

        # argparse says the missing ones after « the following arguments are required: » and a comma between them.
        required = _("the following arguments are required: %s").partition("%s")[0]
        if message.startswith(required):
            message = _("missing {arguments}").format(arguments=listed(message[len(required):].split(", ")))
        raise CliError(message, self.prog)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:
        try:
            namespace, left_over = super().parse_known_args(args, namespace)
        except argparse.ArgumentError as exc:
            raise CliError(option_refusal(exc), self.prog) from None
        if left_over and not hasattr(namespace, _LEFT_OVER_BY):
            setattr(namespace, _LEFT_OVER_BY, self.prog)
        return namespace, left_over

    def parse_args(self, args: Any = None, namespace: Any = None) -> argparse.Namespace:  # type: ignore[override]
        from tabletop.sentences import listed

        namespace, left_over = self.parse_known_args(args, namespace)
        program = vars(namespace).pop(_LEFT_OVER_BY, self.prog)
        if left_over:
            raise CliError(ngettext("{arguments} is not an argument of this command",
                                    "{arguments} are not arguments of this command", len(left_over)).format(
                arguments=listed(left_over)), program)
        return namespace

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        # A type of the command line says its refusal whole (OptionValueError); Python's own (int) raised ValueError,
        # which argparse words « invalid int value: 'x' »: one sentence naming the option instead.
        option = argparse._get_action_name(action) or ""
        try:
            return super()._get_value(action, arg_string)
        except OptionValueError as exc:
            raise argparse.ArgumentError(None, exc.said(option)) from None
        except argparse.ArgumentError:
            raise argparse.ArgumentError(None, _("{option} does not take « {value} »").format(
                option=option, value=jsontext.cut(arg_string))) from None

    def _match_argument(self, action: argparse.Action, arg_strings_pattern: str) -> int:
        # argparse says values missing by the count the option takes (« expected 2 arguments »), glued after
        # « argument --centre : »: one sentence whose subject is the option, whatever count it takes.
        try:
            return super()._match_argument(action, arg_strings_pattern)
        except argparse.ArgumentError:
            option = argparse._get_action_name(action) or ""
            said = _NARGS_REFUSALS.get(action.nargs)
            if said is not None:
                message = _(said).format(option=option)
            elif isinstance(action.nargs, int):
                message = ngettext("{option} takes {count} value", "{option} takes {count} values",
                                   action.nargs).format(option=option, count=action.nargs)
            else:
                raise
            raise argparse.ArgumentError(None, message) from None

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        # argparse says « argument ACTION : choix invalide : 'zz' (au choix : 'import', 'export') », Python's quotes
        # and three colons: one sentence instead, the choices in words.
        from tabletop.sentences import either

        if action.choices is not None and value not in action.choices:
            raise argparse.ArgumentError(None, _("{name} takes {choices}, not « {value} »").format(
                value=jsontext.cut(str(value)), name=argparse._get_action_name(action),
                choices=either([str(choice) for choice in action.choices])))


# The values an option wants, by its nargs, when the command line gives too few: each said whole with the option as
# its subject (argparse glued « argument --weapon : un argument attendu »).
_NARGS_REFUSALS = {
    None: N_("{option} needs a value"),
    argparse.OPTIONAL: N_("{option} takes at most one value"),
    argparse.ONE_OR_MORE: N_("{option} needs at least one value"),
}


def option_refusal(error: argparse.ArgumentError) -> str:
    """An option's (or an argument's) refused value in one sentence naming it, where argparse glued « argument --cm
    : » before the problem."""
    if error.argument_name is None:
        return error.message
    explicit = _("ignored explicit argument %r").partition("%r")[0]
    if error.message.startswith(explicit):
        # argparse writes the value as Python does ('x'): its quotes give way to the language's
        return _("{option} takes no value, not « {value} »").format(option=error.argument_name,
                                                                     value=error.message[len(explicit):][1:-1])
    # argparse's words for what the command line does not use (mutually exclusive options): as argparse says them
    return str(error)


BOOK_HELP = N_("the book: a SQLite file or a postgresql+psycopg:// URL (default: $TABLETOP_BOOK, else book.sqlite in "
             "the user's data folder)")


def action_group(subparsers: "argparse._SubParsersAction", name: str, help: str,
                 book: bool = False) -> "argparse._SubParsersAction":
    """A command whose actions follow it (``tabletop camorra combat FILE``): the actions' sub-parsers, one of them
    required. ``book`` gives the command ``--book PATH|URL``, for the commands that read or write the book."""
    group = subparsers.add_parser(name, help=help)
    if book:
        group.add_argument("--book", metavar=_("PATH|URL"), default=None, help=_(BOOK_HELP))
    actions = group.add_subparsers(dest="action", metavar=_("ACTION"), parser_class=type(group))
    actions.required = True
    return actions


def with_book(args: argparse.Namespace, action: Callable[["Book"], T],
              refusals: tuple[type[Exception], ...] = ()) -> T:
    """Open the book of ``--book``, run ``action(book)``, close it; a BookError, or one of ``refusals`` (what the
    rules refuse), becomes the command's one-line error."""
    # Imported here, not at the top: every other command starts without loading SQLAlchemy and Alembic.
    from tabletop.book import BookError, open_book

    try:
        book = open_book(args.book)
    except BookError as exc:
        raise CliError(str(exc)) from None
    try:
        return action(book)
    except (BookError, *refusals) as exc:
        raise CliError(str(exc)) from None
    finally:
        book.close()


def json_flag(parser: argparse.ArgumentParser, help: str) -> None:
    """The ``--json`` switch of a command that can print its answer as one JSON value instead of text."""
    parser.add_argument("--json", action="store_true", help=help)


def emit_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False))


def read_json_file(path: str, max_bytes: int, what: str,
                   place: Callable[[tuple[Any, ...], Any], str] | None = None) -> Any:
    """The JSON in the file at ``path``; any problem is a CliError of one line naming the file (``what`` names
    the kind of file in the size message, e.g. "a reveal file", marked with ``N_`` by the caller) and the place
    refused as ``place`` says it."""
    try:
        return jsontext.read_json_file(path, what, max_bytes, place=place)
    except jsontext.JsonTextError as exc:
        raise CliError(exc.about(path)) from None


def read_checked_json(path: str, max_bytes: int, what: str, package: str, schema_name: str,
                      words: dict[tuple[str, ...], str], whole: str | None = None) -> Any:
    """The JSON in the file at ``path``, checked by the JSON Schema ``schema_name`` shipped in ``package``; any problem
    is a CliError of one line naming the file and the place in ``words`` (``whole`` the file itself)."""
    from tabletop.ruledata import package_schema
    from tabletop.schema_words import place_words, schema_refusal

    schema = package_schema(package, schema_name)
    try:
        data = jsontext.read_json_file(path, what, max_bytes, schema,
                                       place=lambda place, doc: place_words(place, words, None, data=doc))
    except jsontext.JsonTextError as exc:
        raise CliError(exc.about(path)) from None
    problem = schema_refusal(path, data, schema, words, whole)
    if problem:
        raise CliError(problem)
    return data


def finite_float(text: str) -> float:
    """argparse type for a finite number (rejects nan and inf)."""
    try:
        value = float(text)
    except ValueError:
        raise OptionValueError(lambda option: _("{option} takes a number, not '{text}'").format(
            option=option, text=text)) from None
    if value != value or value in (float("inf"), float("-inf")):
        raise OptionValueError(lambda option: _("{option} takes a finite number, not '{text}'").format(
            option=option, text=text))
    return value


def positive_float(text: str) -> float:
    value = finite_float(text)
    if value <= 0:
        raise OptionValueError(lambda option: _("{option} takes a number > 0, not '{text}'").format(
            option=option, text=text))
    return value


def whole_number(minimum: int, what: str = N_("a whole number"), maximum: int | None = None):
    """An argparse type for a whole number >= ``minimum`` (and <= ``maximum``); ``what`` names it in the error
    ("wounds"), marked with ``N_`` by the caller and translated when the error is said."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise OptionValueError(lambda option: _("{option} takes {what}, not '{text}'").format(
                option=option, what=_(what), text=text)) from None
        if maximum is not None and not minimum <= value <= maximum:
            raise OptionValueError(lambda option: _("{option} takes {what} from {minimum} to {maximum}, not "
                                                    "'{text}'").format(option=option, what=_(what), minimum=minimum,
                                                                       maximum=maximum, text=text))
        if value < minimum:
            raise OptionValueError(lambda option: _("{option} takes {what} >= {minimum}, not '{text}'").format(
                option=option, what=_(what), minimum=minimum, text=text))
        return value

    return parse


def number_in(low: float, high: float, what: str = N_("a number"), above_low: bool = False):
    """An argparse type for a finite number from ``low`` (excluded when ``above_low``) to ``high``; every number
    a command takes has such a range, said in its --help, so that no argument can make a command hang. ``what`` is
    marked with ``N_`` by the caller."""

    def parse(text: str) -> float:
        value = finite_float(text)
        if not (low < value if above_low else low <= value) or value > high:
            span = (N_("{option} takes {what} over {low} and up to {high}, not '{text}'") if above_low
                    else N_("{option} takes {what} from {low} to {high}, not '{text}'"))
            raise OptionValueError(lambda option: _(span).format(option=option, what=_(what), low=decimal(low),
                                                                 high=decimal(high), text=text))
        return value

    return parse


def output_file(path: str) -> str:
    """``path`` if a command may write a file there: a folder, a device, FIFO or socket, or a file it may not
    replace, is refused before anything is computed. Through a symbolic link, the link's target is checked."""
    from tabletop.storage import NotARegularFileError, save_target

    try:
        target = save_target(path)
    except NotARegularFileError as exc:
        raise CliError(exc.strerror) from None
    if target.exists() and not os.access(target, os.W_OK):
        raise CliError(_("{file} cannot be written (permission denied)").format(file=jsontext.named(path)))
    folder = next((p for p in target.absolute().parents if p.exists()), None)
    if folder is None or not folder.is_dir() or not os.access(folder, os.W_OK):
        raise CliError(_("{file} cannot be written (the folder {folder} takes no new file)").format(
            file=jsontext.named(path), folder=jsontext.named(folder or target.parent)))
    return path


def said_by(program: str, message: str) -> str:
    """« tabletop book : … »: a refusal after the program that says it, one message written the language's way (a
    non-breaking space before the colon in French, as before any colon of a French sentence)."""
    return _("{program}: {message}").format(program=program, message=message)


def run_handler(namespace: argparse.Namespace) -> int:
    """Call the command's handler; turn every expected failure into one line on stderr and exit 1."""
    try:
        result = namespace.handler(namespace)
    except CliError as exc:
        from tabletop.book.credentials import masked  # a --book URL's password never reaches the terminal

        print(said_by(command_words(namespace), masked(str(exc))), file=sys.stderr)
        return 1
    except jsontext.FileProblems as exc:  # a map, a rule file, a play or a game refused
        for line in refused_file_lines(command_words(namespace), exc):
            print(line, file=sys.stderr)
        return 1
    return int(result or 0)


def command_words(namespace: argparse.Namespace) -> str:
    """« tabletop roster buy »: the command the referee typed, with the action of a command group (``action_group``),
    so that a refusal names what he asked, as argparse's own refusals do."""
    action = getattr(namespace, "action", None)
    return " ".join(["tabletop", namespace.command, *([action] if action else [])])


def refused_file_lines(program: str, refused: jsontext.FileProblems) -> list[str]:
    """A file's refusal after the program that says it, as every refusal of a command starts: one problem in one line
    (« tabletop render : dans « x.geojson », … »); several after a line naming the file and how many there are
    (« tabletop render : « x.geojson » a 3 problèmes : »), then one line each, as ``check`` lists them."""
    if refused.count <= 1:
        return [said_by(program, line) for line in refused.lines]
    return [said_by(program, ngettext("{file} has {count} problem:", "{file} has {count} problems:", refused.count)
                    .format(file=jsontext.named(refused.source), count=grouped(refused.count))), *refused.lines]
