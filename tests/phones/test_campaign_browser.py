"""His campaign gang sheet on his phone, in a real browser (Debian's Chromium, one context a phone, 360 px wide):
the Police's phone shows the Police's sheet, its « Affaire en cours » and its player, the Skins' phone its own
sheet and nothing of the Police's, each in its phone's language and no wider than the screen."""

from __future__ import annotations

import pytest

from tabletop.phones.server import PhoneServer
from tabletop.phones.views import game_views

from tests.phones.browser import PHONE, require_chromium
from tests.phones.campaign_game import CONTRACT, campaign_table

require_chromium()
pytestmark = pytest.mark.xdist_group("chromium")  # one worker, one browser (tests/phones/conftest.py)


@pytest.fixture
def campaign_server():
    server = PhoneServer(game_views(campaign_table().session), host="127.0.0.1", port=0)
    server.start()
    yield server
    server.stop()


def test_the_campaign_sheet_shows_on_its_gangs_phone_and_not_on_the_others(browser, campaign_server):
    phones = {}
    try:
        for gang, locale in (("Police", "fr-FR"), ("Skins", "en-GB")):
            context = browser.new_context(locale=locale, **PHONE)
            page = context.new_page()
            page.goto(campaign_server.join_url(gang))
            page.wait_for_selector("#private dl")
            phones[gang] = (context, page)
        # The sheet's figures are folded under their heading, as a long list is on a phone: he opens it.
        phones["Skins"][1].click("#private summary:has-text('Members')")
        police, skins = (phones[g][1].inner_text("#private") for g in ("Police", "Skins"))
        assert "Fiche de campagne de votre bande" in police and "Saison des loups" in police
        assert CONTRACT.title in police and CONTRACT.asks in police and "Ana" in police
        assert "Your gang's campaign sheet" in skins and "Bob" in skins
        assert "Skin 4 of the Skins" in skins and "Permanent wounds" in skins
        # Not in the page at all, folded or not: the server never sent it.
        skins_page, police_page = phones["Skins"][1].content(), phones["Police"][1].content()
        assert CONTRACT.title not in skins_page and "Ana" not in skins_page and "Sous-off" not in skins_page
        assert "Skin 4 of the Skins" in skins_page and "Skin 4 des Skins" not in police_page and "Bob" not in police_page
        for _context, page in phones.values():
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        for context, _page in phones.values():
            context.close()
