### The answer to a reply by email (its subject follows "GAME: "), and the
### words a reply's whole first line may be besides the codes.

reply-subject-no-move = your reply made no move
reply-subject-moved-on = the game moved on, your reply made no move
# $subject: one of the two above; $when: a time.
reply-subject-limited = { $subject }; replies are answered again from { $when }
# $answers: how many answers a player gets at once; $when: a time.
reply-limited = You have had { $answers } answers to replies lately, the most a player gets at once, so this is the last until { $when }: until then a reply that makes no move gets no answer (this keeps two mail programs from answering each other for ever). A reply with the code of one of your choices still makes its move at any time.
reply-moved-on = The game moved on since the email you answered was written, so your reply made no move.
reply-not-a-choice = The first line of your reply names none of your choices, so it made no move. Reply with the code of one choice (such as 1, or a spot like C3) on the first line.
# $count: how many choices (2 or more); $named: each "[code] words", listed.
reply-ambiguous = The first line of your reply names { $count } different choices, { $named }, so it made no move: only one can be made. Reply with the code of one choice on the first line.
# $why: why the move was refused (no capital, no full stop).
reply-no-move = Your reply made no move: { $why }.
reply-subject-made = Your move is made: what next
reply-made = Your move is made.
# $said: the move's events, told.
reply-made-what = Your move is made: { $said }
reply-hello = Hello { $name },
reply-asked = Here is what you can do now.
reply-not-asked = The game does not wait for you now: nothing to choose.
reply-your-page = Your page

## What a reply's whole first line may say besides a code or a listed line,
## "|" between the words (case does not matter). English replies read the
## codes, the lines as listed, "accept"/"reject" and "yes"/"no" alone.
reply-words-roll = { "" }
reply-words-end = { "" }
reply-words-yes = yes
reply-words-no = no
reply-words-discard = { "" }
reply-words-and = { "" }

## The choices an email lists.
# $group: action, answer, place or discard.
reply-group-heading = { $group ->
    [action] What you can do
    [answer] Answer the offer
    [place] Where you can build or move (the codes name spots on the board)
   *[discard] Which cards you give up
}
reply-discard-line = Give up { $count } cards: the word discard and the cards you give up, in any order (this one is an example)
# The first word of the discard line's example, a word a reply may use.
reply-discard-verb = discard
