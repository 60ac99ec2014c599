### Every page's frame, and the error pages.

page-skip = Skip to the page
page-tagline = Catan by email, one move at a time
page-footer = Slow Catan is a play-by-email server for The Settlers of Catan. Every page works without JavaScript.

error-nothing-changed = Nothing was changed.
# $link: the link to the front page, worded by error-front-page-link.
error-front-page = { $link } to start a game; to reach a game you play in, open the link in your invitation email again.
error-front-page-link = Go to the front page
error-back-seat = Back to your page in this game
error-back-host = Back to the host page
error-back-me = Back to all your games

error-no-game = No such game
error-no-game-why = This link does not open a game. Check that the whole address was copied from the email.
error-not-started = Not started yet
error-not-started-why = This game has not started yet: it waits for its host to start it from the link emailed to them. The invitations go out then.
error-expired = This game has expired
error-expired-why = Its host never started this game, and a game not started within a day expires. To play, set it up again from the front page.
error-went-wrong = Something went wrong
error-went-wrong-why = Something went wrong on our side; please try again in a moment.
error-form-unread = That form did not read
error-form-unread-why = The form could not be read: { $why }.
error-no-move = No such move
error-no-move-why = There is no move { $asked } in this game: it has { $last } so far. Ask for a move from 1 to { $last }, or open the history to pick one.
error-too-many = Too many at once
error-too-many-why = This server sends email for each of these, so it takes only so many at a time. Nothing was done: please try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-not-done = Not done
error-back-soon = Back in a moment
error-back-soon-why = The game's database is not answering right now. Please try again shortly.
error-back-soon-api = the database is not answering right now; nothing was changed, try again in { $seconds } seconds
error-not-like-this = Not like this
error-not-like-this-why = This address does not answer { $method } requests.
error-no-page = No such page
error-no-page-why = There is nothing at this address. If it came from an email, check that the whole link was copied.
error-too-slow = Too slow
error-too-slow-why = The request did not arrive within { $seconds } seconds; nothing was changed.
error-other-site = Sent from another website
error-other-site-why = This form was sent from another website, so it was refused and nothing was changed. If you meant to do this, open this site's own page and send the form there.
error-other-site-why-at = { error-other-site-why } This site is { $site }: open your page there.
error-no-email = No such email
error-no-email-why = There is no such email in the local mailbox. Go back to the list of emails at /mail.

notice-refused = Not done: { $message }. Nothing was changed.

# Lists: "A, B and C".
list-and = { $init } and { $last }
list-comma = { $first }, { $rest }
