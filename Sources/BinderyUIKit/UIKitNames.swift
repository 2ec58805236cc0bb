@_exported import BinderyWeb

// The names the articles write for screens, on BinderyWeb's controls. Import this module alone in a view file (in
// place of `import UIKit`, `import RxCocoa` and `import ReactorKit`): it brings BinderyWeb and Bindery with it, and
// its `View` — ReactorKit's protocol — takes precedence over BinderyWeb's `View` class, which is `UIView` here.
// (A file that also imports BinderyWeb by name sees two `View`s and must write `ReactorView` or `UIView`.)

/// ReactorKit's name for a view bound to a reactor (`final class CounterViewController: UIViewController, View`).
public typealias View = ReactorView

/// An element on the page (BinderyWeb's `View`).
public typealias UIView = BinderyWeb.View
/// A screen (BinderyWeb's `ViewController`).
public typealias UIViewController = ViewController
/// A button (`rx.tap`, `isEnabled`, `setTitle(_:for:)`).
public typealias UIButton = Button
/// A line of text (`text`, `rx.text`).
public typealias UILabel = Label
/// A single-line text input (`text`, `rx.text.orEmpty`).
public typealias UITextField = TextField
/// An image (`image`, `rx.image`).
public typealias UIImageView = ImageView
/// A table of rows (`dataSource`, `reloadData()`, `rx.items`).
public typealias UITableView = TableView
/// A row or column of views.
public typealias UIStackView = StackView
/// A container whose views change while the screen is on show.
public typealias UICollectionView = CollectionView
/// A web page in a frame.
public typealias WKWebView = WebView
/// An on/off switch (`isOn`, `rx.isOn`).
public typealias UISwitch = Switch
/// A row of segments, one chosen (`selectedSegmentIndex`, `rx.selectedSegmentIndex`).
public typealias UISegmentedControl = SegmentedControl
/// A value along a track (`value`, `minimumValue`, `maximumValue`, `rx.value`).
public typealias UISlider = Slider
/// A value stepped up and down (`value`, `stepValue`, `rx.value`).
public typealias UIStepper = Stepper
/// A date, a time, or both (`date`, `datePickerMode`, `rx.date`).
public typealias UIDatePicker = DatePicker
/// A choice of one row from a list (`selectRow(_:inComponent:animated:)`, `rx.itemSelected`, `rx.itemTitles`).
public typealias UIPickerView = PickerView
/// Text of several lines (`text`, `rx.text`).
public typealias UITextView = TextView
/// How far a task has gone (`progress`, `rx.progress`).
public typealias UIProgressView = ProgressView
/// Something under way (`startAnimating()`, `stopAnimating()`, `rx.isAnimating`).
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// An alert or an action sheet, shown with `present(_:animated:completion:)` (`addAction`, `rx.actionSelected`).
public typealias UIAlertController = AlertController
/// One choice of an alert (`title`, `style`, `handler`).
public typealias UIAlertAction = AlertAction
/// A row of a table in the app's own design (`rx.items(cellIdentifier:cellType:)`).
public typealias UITableViewCell = TableViewCell
/// A box whose views scroll (`refreshControl`).
public typealias UIScrollView = ScrollView
/// A control that asks for a refresh, shown as a button (`rx.controlEvent(.valueChanged)`, `endRefreshing()`).
public typealias UIRefreshControl = RefreshControl
/// A bar of the app's sections, choosing one opens its first screen (`rx.didSelectItem`, `badgeValue`).
public typealias UITabBar = TabBar
/// One section of a tab bar: its title, the path of its first screen, its badge.
public typealias UITabBarItem = TabBarItem

extension UIViewController {
    /// The screen's root, for UIKit's `view.addSubview(_:)`: the page is the screen's views, in the order added.
    public var view: ScreenRoot { ScreenRoot(screen: self) }
}

/// A screen's root view: adding a subview adds it to the page, after those already there.
public struct ScreenRoot {
    let screen: UIViewController

    /// Adds `view` (and the views inside it) to the screen; a view made without an id is named after its property.
    public func addSubview(_ view: UIView) { screen.add(view) }
}
