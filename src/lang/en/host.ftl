### The host's pages: the page of a game that waits for its host, and
### the host page of a started game.

host-start-heading = Start your game
host-start-lead = You are the host of this game. It has not started yet: nobody else has been emailed. Check the players, then start it, and each of them gets an invitation with a personal link.
host-start-players = Players
host-start-button = Start the game
host-start-not-you = If you did not set up this game, do nothing: it expires unstarted after a day, and nobody is emailed.

## The host page of a started game.
host-heading = Hosting a game
host-created = Your game is created. Invitations are on their way to every player by email, each with a personal link.
host-links = Links
host-again = Play again
host-again-note = The game is over. Start a new one with the same players: the form is filled in with this game's ruleset, settings and players, for you to change what you like; the invitations go out as usual.
host-again-form = The form holds your last game's ruleset, settings and players: change what you like, then create the game.
host-again-link = A new game with the same players
host-link = Your host link (keep it; it opens this page):
host-public-link = The public page, for anyone to watch:
host-waits = What the game waits for
# $since: a moment and how long ago (time-ago), or host-the-start.
host-since = Since { $since }.
host-the-start = the start
host-deadline = Deadline
host-deadline-hours = The game waits { $hours } hours for each decision; then the stand-in makes it.
# $until: a time (time-soon...).
host-deadline-of = { $name }: until { $until }
host-no-deadline = No deadline: the game waits for each decision as long as it takes.
host-deadline-label = Hours to wait for a decision (1 to 336; empty for no deadline)
host-deadline-button = Set the deadline
host-mail-problems = Emails that do not get through
host-mail-problems-lead = We keep trying, at least every 5 minutes, and the game goes on meanwhile. If an address looks wrong, ask the player: their emails, and their personal link, cannot reach them until it works.
# $error: the mail server's own words.
host-mail-problem = { $recipient }: { $attempts } failed attempts so far; the last error: { $error }
host-seats = Seats
host-points = { $points } VP
host-awaited = the game waits for them
host-resend = Resend { $name }’s invitation
host-rewind = Rewind
# $move_link: host-rewind-move, linking to the board after it.
host-rewind-open = You proposed to go back to just after { $move_link }, because: “{ $reason }”
host-rewind-move = move { $to }
host-rewind-agreed = Agreed so far: { $agreed }. Not yet agreed: { $waiting }. The rewind happens when every player has agreed; one refusal closes the proposal.
host-rewind-over = The game is over, so it cannot be rewound.
host-rewind-nothing = Nothing has been played yet that could be rewound.
host-rewind-alone = This game was created so that you rewind alone: the rewind happens as soon as you send this form. Every player is told by email.
host-rewind-ask = Every player gets an email and must agree on their page; one refusal closes the proposal.
host-rewind-kept = Nothing is deleted: the undone moves stay in the history, marked undone. The dice are not re-rolled: after a rewind the same rolls and draws come again.
host-rewind-to = Rewind to just after move number (1 to { $max })
host-rewind-because = because (1 to 200 characters, the players read it)
host-rewind-now = Rewind now
host-rewind-propose = Propose the rewind
# $history: the link to the history (host-rewind-history).
host-rewind-find = To choose the move, look it up in the { $history }: every move has its number and a link to the board as it stood right after it.
host-rewind-history = history
host-board = The board; on a narrow screen, scroll inside this box to see all of it
host-board-caption = The board as everyone sees it.

## Pause and stand-in.
host-attendance = Pause and stand-in
host-paused-since = Paused since { $since }.
host-paused-note = No deadline runs and no reminder goes out; the time paused does not count against anyone.
host-runs = The game runs. Pause it for a holiday: deadlines and reminders stop until you resume it, and every player gets an email both times.
host-resume = Resume the game
host-pause = Pause the game
host-keep-after = After how many missed deadlines in a row the stand-in keeps a seat (1 to { $max })
host-set = Set
# $now: the quiet hours in words.
host-quiet-legend = Quiet hours: hours of each day that do not count toward a deadline (now { $now }; leave both times empty for none)
host-quiet-legend-none = Quiet hours: hours of each day that do not count toward a deadline (none now; leave both times empty for none)
host-quiet-from = From (hh:mm)
host-quiet-to = To (hh:mm)
host-quiet-zone = Time zone, such as Europe/Berlin: the quiet hours follow its clock, daylight saving time and all (empty: at the offset below)
host-quiet-offset = Or, without a time zone: local time's offset from UTC, in minutes (60 for UTC+01:00; no daylight saving is applied)
host-quiet-button = Set the quiet hours
host-hand-over = Hand { $name }’s seat to the stand-in
host-take-back = A player takes their seat back from their own page at any time.

## What the page says right after a form.
host-notice-resent = The invitation to { $name } is on its way again.
host-notice-proposed = Your rewind is proposed: every player gets an email and answers on their page.
host-notice-rewound = The game is rewound. The undone moves stay in the history, marked undone.
host-notice-deadline = The deadline is set.
host-notice-paused = The game is paused; every player gets an email.
host-notice-resumed = The game goes on; every player gets an email.
host-notice-keep = The number of missed deadlines is set; every player gets an email.
host-notice-quiet = The quiet hours are set.
host-notice-handed = The stand-in keeps the seat; every player gets an email.
