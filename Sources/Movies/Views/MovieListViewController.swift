import Bindery
import BinderyWeb
import Foundation

/// The movie list: one card per movie (a touch view `touchView-{id}` with its poster and title) that takes
/// the `pressed` class while touched; tapping a card opens `/movies/{id}`.
public final class MovieListViewController: BindingViewController<MovieListViewModel> {
    /// The list's path; a movie's detail is at `/movies/{id}`.
    public static let path = "/movies"

    private let input = MovieListViewModel.Input()
    private var cards: [Int: TouchView] = [:]

    private let statusLabel = Label(classes: ["status"])
    private let retryButton = Button()
    private let movieList = CollectionView(classes: ["movie-grid"])

    /// "Movies", or its translation in the screen's language.
    public override var title: String { strings(MoviesText.appTitle) }

    /// The card's DOM id for a movie.
    public static func cardID(for movieID: Int) -> String { "touchView-\(movieID)" }

    /// Lays out the status line, the retry button (hidden until a failure) and the cards.
    public override func loadView() {
        statusLabel.text = strings(MoviesText.loadingMovies)
        retryButton.title = strings(MoviesText.tryAgain)
        retryButton.isHidden = true
        add(Label(id: "moviesTitle", text: title, tag: "h1"), statusLabel, retryButton, movieList)
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: MovieListViewModel) {
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.movies
            .drive(with: self) { owner, movies in owner.show(movies) }
            .disposed(by: disposeBag)
        bindLoading(output.isLoading, error: output.error,
                    loadingText: strings(MoviesText.loadingMovies),
                    statusLabel: statusLabel, retryButton: retryButton)
        output.pressedMovieID
            .drive(with: self) { owner, pressed in
                for (id, card) in owner.cards {
                    if id == pressed { card.addClass("pressed") } else { card.removeClass("pressed") }
                }
            }
            .disposed(by: disposeBag)
        output.showDetail
            .emit(with: self) { owner, id in owner.navigationController?.push(path: "\(Self.path)/\(id)") }
            .disposed(by: disposeBag)

        // The first appearance, once the page is connected, so a quick failure's alert reaches it; Back
        // from a movie shows the list as it was.
        rx.viewDidAppear
            .prefix(1)
            .bind(to: input.trigger)
            .disposed(by: disposeBag)
        retryButton.rx.tap
            .bind(to: input.trigger)
            .disposed(by: disposeBag)
    }

    /// Shows one card per movie and routes each card's touches to the input.
    private func show(_ movies: [Movie]) {
        statusLabel.text = movies.isEmpty ? strings(MoviesText.noMovies) : ""
        var newCards: [Int: TouchView] = [:]
        let views: [View] = movies.map { movie in
            let card = Self.card(for: movie, in: strings)
            newCards[movie.id] = card
            card.rx.touchDown.map { movie.id }.bind(to: input.touchDown).disposed(by: disposeBag)
            card.rx.touchUp.map { movie.id }.bind(to: input.touchUp).disposed(by: disposeBag)
            card.rx.touchCancel.map { movie.id }.bind(to: input.touchCancel).disposed(by: disposeBag)
            return card
        }
        cards = newCards
        movieList.items = views
    }

    /// A movie's card: its poster and its title (with the year), shown as text.
    static func card(for movie: Movie, in strings: StringsTable) -> TouchView {
        let title = movie.releaseYear.map { "\(movie.title) (\($0))" } ?? movie.title
        return TouchView(id: cardID(for: movie.id), content: [
            ImageView(id: "poster-\(movie.id)", url: movie.posterURL?.absoluteString,
                      alt: strings(MoviesText.poster, movie.title), classes: ["poster"]),
            Label(id: "movieTitle-\(movie.id)", text: title, classes: ["movie-title"]),
        ], classes: ["movie-card"])
    }
}
