### The front page: what this is, and the form that starts a game.

home-title = Slow Catan: Catan by email
home-heading = Catan by email
home-lead = Slow Catan plays The Settlers of Catan at the pace of email. Each player gets a personal link; when the game waits for you, an email says so, and the page shows what happened, what the game waits for, and what you can do, in a click or two. Play from a phone or a laptop, days apart.
home-start = Start a game
home-rules = Rules
# $blurb: what the ruleset is (ruleset-blurb).
home-ruleset-exact = { $blurb }, { $players } players
home-ruleset-range = { $blurb }, { $fewest }–{ $most } players
# $rulesets: the short names of the rulesets that take a board, listed.
home-board = Board ({ $rulesets })
# $boards: which board each ruleset gets (home-boards-first, -more).
home-board-own = As the rules lay it out: { $boards }
home-board-variable = Variable board: random terrain, numbers and harbors
# $adds: what some rulesets' variable boards add (home-board-adds-one).
home-board-variable-adds = Variable board: random terrain, numbers and harbors ({ $adds })
home-board-adds-one = { $ruleset }: { $adds }
home-board-fixed = Fixed board: { $boards }
home-board-rules-variable = a variable board
# The first group of rulesets that get one board, then each further group.
home-boards-first = { $board } for { $rulesets }
home-boards-more = for { $rulesets }, { $board }
home-founding-one = { $title }: { $founding }
# $legend: how many players (home-players-*).
home-players = Players ({ $legend })
home-players-exact = { $most }
home-players-one-optional = { $fewest } or { $most }; { $most ->
        [1] the first
        [2] the second
        [3] the third
        [4] the fourth
        [5] the fifth
        [6] the sixth
        [7] the seventh
        [8] the eighth
        [9] the ninth
       *[other] player { $most }
    } is optional
home-players-optional = { $fewest } to { $most }; players { $next } to { $most } are optional
home-player-name = Player { $n } name
home-player-email = Player { $n } email
home-special = Five or six players: the special building phase after each turn
home-special-plans = By plans: players keep standing plans, built for them after others' turns when they can pay; no email, no waiting
home-special-live = Live: each player who may build is emailed, and the next turn waits for them
home-rewinds = The host may rewind moves without asking the players
home-deadline = Deadline for each decision (then a stand-in decides)
home-deadline-none = None: wait as long as it takes
home-deadline-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
home-deadline-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
home-deadline-week = 1 week
home-quiet = Quiet hours (optional): hours of each day that do not count toward a deadline
home-quiet-from = From (hh:mm)
home-quiet-to = To (hh:mm)
home-quiet-zone = Your time zone, such as Europe/Berlin: the quiet hours follow its clock, daylight saving time and all (empty: at the offset below)
home-quiet-offset = Or, without a time zone: your local time's offset from UTC, in minutes (60 for UTC+01:00; no daylight saving is applied)
home-language = Language of the game
home-confirm-note = Player 1 is the host. The seat order is drawn at random. We email the host a host link, to watch the game and resend invitations; the game starts, and the other players get their links by email, when the host opens it and presses Start.
home-confirm-button = Set up the game and email the host
home-direct-note = The seat order is drawn at random. You get a host link to watch the game and resend invitations; the players get theirs by email.
home-direct-button = Start the game and send the invitations
home-created = Your game is set up, and waits for its host. We emailed the first player, the host, a link: the game starts, and the invitations go out, when they open it and press Start. A game not started within a day expires.
# A language's own name, in that language, whatever the page's.
home-language-name = { $code ->
        [de] Deutsch
       *[en] English
    }
home-mail-note-mailbox = This server writes its emails to files instead of sending them:
home-mail-note-mailbox-link = Open the local mailbox
home-mail-note-folder = This server writes its emails as files into the folder { $folder } on its machine instead of sending them; open them there with a mail program.

## Lost links: the front page's form that emails a person the links of
## their games, and its answer (the same whether the address plays or not).
home-links = Lost your links?
home-links-note = Write the address your game emails go to: we email it the link to each of its games, and to its page of all of them.
home-links-email = Your email address
home-links-button = Email me my links
home-links-sent = If this address plays here, we have emailed it its links: one for each of its games, and one for its page of all of them.
home-links-sent-note = The email may take a few minutes; if none comes, look in your spam folder, or try the address your game emails went to.
# $email: what was typed, quoted.
home-links-not-an-address = { $email } is not an email address: write the address your game emails go to, such as anna@example.org
home-links-back = Back to the front page
