### The emails: the frame every email shares (greeting, footers, choices,
### table talk), each kind's fixed words and subject, and the lines the mail
### layer writes into a letter (deadline, stand-in, rewinds, attendance).
### $game: the game as a subject names it (letter-game-with); $name: the
### recipient's name; $link: a link; other names: players' names.
### A text message may span lines where the plain-text email wraps; an
### apostrophe in a message worded as HTML is written { "'" } where the
### email has always had it as it is.

## The frame.
letter-hello = Hello { $name },
letter-close-ups = The places you may pick, close up:
letter-footer-html = This link is yours alone: anyone who has it can play your seat, so please do not forward this email.
# $stop: a link (letter-stop-reminders).
letter-footer-reminders-html = If the game waits for you for a while, we send a reminder. { $stop } (turn emails keep coming).
letter-stop-reminders = Stop reminders
letter-footer-text =
    The link is yours alone: anyone who has it can play your seat, so please
    do not forward this email.
letter-footer-stop-text =
    If the game waits for you for a while, we send a reminder. To stop
    reminders, open { $link } (turn emails keep coming).
letter-reminder-number = This is reminder { $number } of at most { $max }.
letter-reminder-footer-html = This link is yours alone: please do not forward this email.
# $stop: a link (letter-stop-these-reminders).
letter-reminder-stop-html = { $stop } (turn emails keep coming).
letter-stop-these-reminders = Stop these reminders
letter-reminder-footer-text =
    The link is yours alone: please do not forward this email.
    To stop these reminders, open { $link } (turn emails keep coming).
letter-talk = New at the table
letter-your-choices = Your choices
letter-choices-by-reply-html = : reply with the code of your choice on the first line, or open one on your page.
letter-choices-on-page-html = : open one on your page.
letter-choices-by-reply-text =
    Reply to this email with the code of your choice on the first line (the
    brackets are not needed), or open a choice on your page.
letter-choices-on-page-text = Open your page to choose: { $link }

## Links' words.
letter-play-now = Play now
letter-your-page = Your page
letter-see-board = See the { $what ->
        [map] map
       *[board] board
    }
letter-answer-on-page = Answer on your page

## Subjects. $what: what the email tells, in the game's words.
letter-subject = { $game }: { $what }

## A turn.
letter-your-turn = It is your turn: { $todo }.
# $may: letter-special-may.
letter-special-building = Special building phase: { $may }.
letter-special-may = you may build or buy a development card now, before { $next } rolls, or pass
# $link: a link (letter-plans-link).
letter-plans-html = { $link } after others{ "'" } turns: made for you when you can pay, no email, no wait.
letter-plans-link = Plan builds for the special building phases
letter-plans-text = Plan builds for the special building phases after others{ "'" } turns (made for you when you can pay, no email, no wait): { $link }#plans
letter-your-turn-subject = { $game }: your turn, { $todo }
letter-special-subject = { $game }: build before { $next } rolls, or pass
letter-special-todo = build in the special building phase, or pass

## A discard. $discard: letter-discard-count.
letter-too-many = You hold too many cards: { $discard } of them before the game goes on.
letter-discard-count = discard { $count }
letter-choose-cards = Choose your cards
# $what: what is discarded (letter-cards, or the ruleset's words).
letter-discard-subject = { $game }: a 7 was rolled, discard { $count } { $what }
letter-cards = cards

## Offers. $give, $want, $terms, $counter: cards in words.
letter-offers-you = { $from } offers you { $give } for { $want }, and waits for your answer.
letter-offers-waiting = { $count } offers wait for your answer in all: your page lists them.
letter-accept-counter-decline = Accept, counter or decline
letter-offer-subject = { $game }: { $from } offers you a trade
# One answer: $by a name, $answer how they answered ("accepted").
letter-answer = { $by } { $answer }
# $who: the answers (letter-answer), listed.
letter-answered = { $who } your offer of { $terms }.
letter-answered-counter = { $who } your offer of { $terms }: { $counter }.
letter-answered-subject = { $game }: { $by } { $answer } your offer
# $offers: how many offers were answered.
letter-answered-many-subject = { $offers ->
        [one] { $game }: { $who } answered your offer
       *[other] { $game }: { $who } answered your offers
    }
letter-todo-confirm-terms = Confirm the trade on these terms, or carry on with your turn
letter-todo-confirm = Confirm the trade, or carry on with your turn
letter-todo-carry-on = Carry on with your turn
letter-nothing-asked = Nothing is asked of you now; the game goes on.
letter-closed-subject = { $count ->
        [one] { $game }: an offer to you closed
       *[other] { $game }: { $count } offers to you closed
    }

## The end of a game. $you: letter-you-won; $nobody: letter-nobody-won.
letter-over-you-won = The game is over: { $you }. Congratulations!
letter-over-you-won-points = The game is over: { $you } with { $points } points. Congratulations!
letter-you-won = you won
letter-over-won = The game is over: { $winner } won.
letter-over-won-points = The game is over: { $winner } won with { $points } points.
letter-over-nobody = The game is over, and { $nobody }.
letter-nobody-won = nobody won
letter-final-standings = Final standings:
letter-last-moves = The last moves: { $summary }
letter-whole-game = The whole game, move by move
letter-final-board = the final { $what ->
        [map] map
       *[board] board
    }
letter-final-board-text = The final { $what ->
        [map] map
       *[board] board
    }
letter-thank-you = Thank you for playing. The game is over, so no more reminders will come.
letter-you-won-subject = { $game }: you won the game!
letter-won-subject = { $game }: { $winner } won the game
letter-nobody-subject = { $game }: the game is over, nobody won

## An invitation. $ruleset: the ruleset's title; $others: the other players, listed.
letter-seat-in = you have a seat in a game of { $ruleset } with { $others }.
letter-resent-over = The game is over: your page shows the final board.
letter-resent-waits = The game is under way and waits for you: { $todo }.
letter-resent-going-html = The game is under way: your page shows where it stands, and we email you when it waits for you.
letter-resent-going-text =
    The game is under way: your page shows where it stands, and we email
    you when it waits for you.
letter-you-start = You start: { $todo }.
letter-you-start-page = You start: your page shows your first move.
letter-we-will-email = We will email you when it is your turn.
letter-host-alone-html = The host may rewind this game alone: moves can be undone without asking the players. Every rewind stays in the history, marked as undone.
letter-host-alone-text =
    The host may rewind this game alone: moves can be undone without asking
    the players. Every rewind stays in the history, marked as undone.
letter-open-seat = Open your seat
letter-invitation-subject = You are invited to a game of { $game }
letter-nobody-else = nobody else
# $title: the ruleset's title; $others: the other players, listed.
letter-game-with = { $title } with { $others }

## A host's confirmation.
letter-host-set-up-html = someone, probably you, set up a game of { $ruleset } on Slow Catan with { $others }, and named you, at this address, as its host.
letter-host-set-up-text =
    someone, probably you, set up a game of { $ruleset } on Slow Catan with
    { $others }, and named you, at this address, as its host.
letter-host-start-html = To start it, open your host link and press “Start the game”: the other players then get their invitations.
letter-host-start-text =
    To start it, open your host link and press "Start the game": the other
    players then get their invitations.
letter-open-host-link = Open your host link
letter-your-host-link = Your host link
letter-not-you-html = If you did not set up this game, ignore this email: nothing more is sent, and the game expires unstarted after a day.
letter-not-you-text =
    If you did not set up this game, ignore this email: nothing more is sent,
    and the game expires unstarted after a day.
letter-host-footer-html = This link is yours alone: anyone who has it can run this game, so please do not forward this email.
letter-host-footer-text =
    This link is yours alone: anyone who has it can run this game, so please
    do not forward this email.
letter-host-subject = Start your game of { $game }

## A reminder. $waited: how long (letter-days...).
letter-reminder = nothing has happened in your Catan game for { $waited }: it waits for you to { $todo }.
letter-reminder-subject = { $game }: reminder, the game waits for you to { $todo }
letter-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
letter-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
letter-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
letter-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
# A deadline warning's todo. $when: a time.
letter-todo-until = { $todo } (until { $when }; then the stand-in decides for you)
letter-until-subject = Until { $when }: { $subject }

## Opening lines. $when: a time.
letter-deadline = You have until { $when } to decide; then a stand-in decides for you.
letter-stand-in = { $name }{ "'" }s time ran out, so the stand-in made this move for { $name }.
# $moves: the moves in words.
letter-preference = As you chose, the server made your move: { $moves }

## Rewinds. $to: a move's number; $more: how many moves are not listed.
letter-rewind-proposes = The host proposes to rewind the game to just after move { $to }
letter-their-reason = Their reason: { $reason }
letter-would-undo = It would undo:
letter-and-more = and { $more } more (the game{ "'" }s history lists every move)
letter-unless-all = Nothing happens unless every player agrees.
letter-agree-on-page = Agree or refuse on your page
letter-agree-text =
    Nothing happens unless every player agrees. Agree or refuse with a code
    below, or on your page: { $link }
letter-rewind-proposed-subject = { $game }: the host proposes to rewind the game to move { $to }
letter-rewind-heading = Answer the rewind proposal
letter-rewind-agree = Agree: rewind to just after move { $to }
letter-rewind-refuse = Refuse: the game goes on as it stands
# $how: letter-by-host or letter-by-agreement; $moved: the move in words.
letter-rewound = The game was rewound { $how } to just after move { $to }: { $moved }
letter-by-host = by the host
letter-by-agreement = by agreement
letter-undone = Undone:
letter-now = Now: { $now }
letter-your-move = It is your move: { $todo }.
letter-move = move { $seq }
letter-move-said = Move { $seq }: { $said }
letter-rewound-subject = { $game }: the game was rewound to move { $to }
letter-rewound-yours-subject = { $game }: the game was rewound to move { $to }, your move

## Table talk.
letter-talk-digest-html = The other players wrote at the table, and no other email from the game went to you meanwhile, so here is what they wrote.
letter-talk-digest-text =
    The other players wrote at the table, and no other email from the game
    went to you meanwhile, so here is what they wrote.
letter-page-to-answer = Your page, to read and answer
letter-talk-subject = { $game }: new at the table

## Attendance: each change's headline (the subject's) and lines.
letter-paused = the host paused the game
letter-paused-line = The host paused the game. While it is paused no deadline runs and no reminder goes out; the time it stays paused does not count against anyone.
letter-paused-look = You may still look at the game on your page.
letter-resumed = the game goes on
letter-resumed-line = The host resumed the game: deadlines run again from where they stood.
# $count: missed deadlines.
letter-missed = { $count ->
        [one] one missed deadline
       *[other] { $count } missed deadlines in a row
    }
# $deadlines: letter-missed.
letter-keep-after = the stand-in now keeps a seat after { $deadlines }
letter-keep-after-line = The host chose that after { $deadlines }, the stand-in keeps a player{ "'" }s seat and makes their decisions at once, until they take it back.
letter-own-move-ends = A move of your own ends a row of missed deadlines.
letter-kept-after = after { $count } missed deadlines in a row
letter-kept-handed = handed over by the host
letter-keeps-yours = the stand-in keeps your seat
# $why: letter-kept-after or letter-kept-handed.
letter-keeps-yours-line = The stand-in keeps your seat ({ $why }) and makes your decisions at once.
letter-take-back = Take your seat back from your page at any time.
letter-keeps-other = the stand-in keeps { $name }{ "'" }s seat
letter-keeps-other-line = The stand-in keeps { $name }{ "'" }s seat ({ $why }) and makes their decisions at once, until they take it back.
letter-away = you are away until { $until }
letter-away-line = You are away until { $until }: the stand-in makes your decisions at once meanwhile.
letter-away-other = { $name } is away until { $until }
letter-away-other-line = { $name } is away until { $until }; the stand-in makes their decisions at once meanwhile.
letter-back = you play your seat again
letter-back-line = You took your seat back: the stand-in no longer decides for you.
letter-plays-again = { $name } plays again
letter-plays-again-line = { $name } took their seat back from the stand-in.
letter-withdrawn = Withdrawn: the email that asked you to { $todo }. That move no longer stands, and its reply codes no longer work.

## The links of every game of a person, asked for on the front page.
letter-links-subject = Your games at Slow Catan
letter-links-hello = Hello,
letter-links-asked-html = someone, probably you, asked Slow Catan for the links to the games played with this address. Here they are, newest first:
letter-links-asked-text =
    someone, probably you, asked Slow Catan for the links to the games
    played with this address. Here they are, newest first:
# $name: the name the person plays under in that game.
letter-links-as = You play as { $name }.
letter-links-over = The game is over.
letter-links-your-seat = Your seat
letter-links-all-html = All your games on one page
letter-links-all-text = All your games on one page:
letter-links-not-you-html = If you did not ask for this, ignore this email: the links went only to this address.
letter-links-not-you-text =
    If you did not ask for this, ignore this email: the links went only to
    this address.
letter-links-footer-html = These links are yours alone: anyone who has them can play your seats, so please do not forward this email.
letter-links-footer-text =
    These links are yours alone: anyone who has them can play your seats, so
    please do not forward this email.
