### A person's page: every game of one email address.

me-title = Your games
me-intro = Every game you play with { $email }, those waiting for you first. Bookmark this page: every email we send you links it.
me-waiting = Waiting for you
me-others = Waiting for others
me-over = Finished
me-not-started = Not started yet
me-nothing = No game here is played with this address.
# $ruleset: the ruleset's title; $others: the other players, as a list.
me-game = { $ruleset } with { $others }
me-as = You play as { $name }.
me-your-move-by = Your move: decide by { $until }.
me-your-move-since = Your move, since { $since }.
# $who: the awaited players, as a list.
me-others-move = { $who } { $count ->
    [one] is
   *[other] are
} to move, since { $since }.
me-you-won = You won.
me-won = { $winner } won.
me-nobody-won = Nobody won.
me-ended = Last move { $date }.
me-waits-for-host = The host has not started this game yet.
me-last = Latest: { $event }
me-new-talk = { $count ->
    [one] 1 new message
   *[other] { $count } new messages
} at the table since your last email.
me-open = Open this game
me-replace = Replace this link
me-replace-note = If someone else may have seen this page's address, replace it: the old address stops working at once, and your next emails carry the new one. Your seats' own links do not change.
me-replace-button = Replace my link
me-replaced = Your new link
me-replaced-note = The old address no longer opens your games. Bookmark this one:
me-settings = For all your games
me-language-label = The language of your pages and emails, in every game
me-language-save = Save the language
me-time-zone = Time zone
me-time-zone-label = Your time zone, such as Europe/Berlin, for the times on this page and in your emails (empty: each game's own clock)
me-time-zone-save = Save the time zone
me-away = Away
me-away-note = While you are away, the stand-in plays your seats in every game, games that start meanwhile included, and the other players see until when. It ends by itself at the end of the day you choose (UTC).
me-away-label = Away until the end of
me-away-button = I am away
me-away-now = You are away until { $until }.
me-back-button = I am back
me-saved = Saved.
me-mail-line = All your games:
me-mail-link = All your games
