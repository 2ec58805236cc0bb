import Bindery
import BinderyWeb
import Foundation

/// One movie's detail: `titleLabel`, the poster, facts and overview, a status line while it
/// loads, and a retry button after a failure.
public final class MovieDetailViewController: BindingViewController<MovieDetailViewModel> {

    private let titleLabel = Label(tag: "h1")
    private let statusLabel = Label(classes: ["status"])
    private let retryButton = Button()
    private let posterView = ImageView(classes: ["poster"])
    private let infoLabel = Label(classes: ["movie-info"])
    private let overviewLabel = Label(classes: ["overview"])

    /// "Movie", or its translation in the screen's language.
    public override var title: String { strings(MoviesText.movieTitle) }

    /// Lays out the title, the status line, the retry button, the poster, the facts and the overview.
    public override func loadView() {
        statusLabel.text = strings(MoviesText.loading)
        retryButton.title = strings(MoviesText.tryAgain)
        retryButton.isHidden = true
        posterView.isHidden = true
        add(titleLabel, statusLabel, retryButton,
            StackView(id: "movieStack", axis: .horizontal, arrangedSubviews: [posterView,
                StackView(id: "movieText", arrangedSubviews: [infoLabel, overviewLabel])]))
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: MovieDetailViewModel) {
        let input = MovieDetailViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.resultTitleText
            .drive(titleLabel.rx.text)
            .disposed(by: disposeBag)
        output.movie
            .drive(with: self) { owner, movie in owner.show(movie) }
            .disposed(by: disposeBag)
        bindLoading(output.isLoading, error: output.error, loadingText: strings(MoviesText.loading),
                    statusLabel: statusLabel, retryButton: retryButton)

        rx.viewDidAppear
            .bind(to: input.trigger)
            .disposed(by: disposeBag)
        retryButton.rx.tap
            .bind(to: input.trigger)
            .disposed(by: disposeBag)
    }

    private func show(_ movie: MovieDetail) {
        statusLabel.text = ""
        posterView.url = movie.posterURL?.absoluteString
        posterView.isHidden = movie.posterURL == nil
        infoLabel.text = Self.facts(of: movie, in: strings)
        overviewLabel.text = movie.overview
    }

    /// The year, running time, genres and rating in one line.
    static func facts(of movie: MovieDetail, in strings: StringsTable) -> String {
        var parts: [String] = []
        if movie.releaseDate.count >= 4 { parts.append(String(movie.releaseDate.prefix(4))) }
        if let runtime = movie.runtime { parts.append(strings(MoviesText.runtimeMinutes, runtime)) }
        if !movie.genres.isEmpty { parts.append(movie.genres.joined(separator: ", ")) }
        parts.append("★ " + String(format: "%.1f", movie.voteAverage))
        return parts.joined(separator: " · ")
    }
}
