/// Generated cat pictures: a simply drawn cat whose fur, eyes, background and pose follow its number.
enum CatImage {
    /// How a cat is posed, which also sets the picture's shape.
    enum Pose: CaseIterable, Sendable {
        /// Upright, in a portrait picture.
        case sitting
        /// Tucked in like a loaf, in a landscape picture.
        case loaf
        /// Mid-stretch with the tail up, in a wide picture.
        case stretching

        /// The picture's width and height in pixels.
        var size: (width: Int, height: Int) {
            switch self {
            case .sitting: (300, 400)
            case .loaf: (400, 300)
            case .stretching: (480, 300)
            }
        }
    }

    private static let furs = ["#f4a259", "#8d99ae", "#2b2d42", "#f1e3d3", "#9c6644", "#d4a373"]
    private static let eyes = ["#6a994e", "#f4d35e", "#4ea8de", "#e76f51"]
    private static let backgrounds = ["#fef6e4", "#e3f2fd", "#f1faee", "#fde2e4", "#ede7f6"]

    /// The pose of cat number `index`.
    static func pose(of index: Int) -> Pose {
        Pose.allCases[index % Pose.allCases.count]
    }

    /// The picture of cat number `index` (0-based) as an SVG document.
    static func svg(index: Int) -> String {
        let pose = pose(of: index)
        let (width, height) = pose.size
        let fur = furs[index % furs.count]
        let eye = eyes[(index / 2) % eyes.count]
        let background = backgrounds[(index / 3) % backgrounds.count]
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">\
            <rect width="\(width)" height="\(height)" fill="\(background)"/>\(body(pose, fur: fur, eye: eye))</svg>
            """
    }

    /// The cat's shapes for `pose`: body, tail, head with ears, eyes, nose and whiskers.
    private static func body(_ pose: Pose, fur: String, eye: String) -> String {
        switch pose {
        case .sitting:
            tail("M200 330 Q280 320 260 240", fur) + ellipse(150, 290, 85, 95, fur) + head(x: 150, y: 160, fur: fur, eye: eye)
        case .loaf:
            tail("M320 240 Q380 250 360 190", fur) + ellipse(220, 205, 140, 70, fur) + head(x: 110, y: 150, fur: fur, eye: eye)
        case .stretching:
            tail("M380 170 Q450 90 420 40", fur) + ellipse(260, 190, 140, 50, fur)
                + "<rect x=\"140\" y=\"200\" width=\"24\" height=\"80\" rx=\"10\" fill=\"\(fur)\"/>"
                + "<rect x=\"350\" y=\"200\" width=\"24\" height=\"80\" rx=\"10\" fill=\"\(fur)\"/>"
                + head(x: 120, y: 170, fur: fur, eye: eye)
        }
    }

    private static func tail(_ path: String, _ fur: String) -> String {
        "<path d=\"\(path)\" stroke=\"\(fur)\" stroke-width=\"22\" stroke-linecap=\"round\" fill=\"none\"/>"
    }

    private static func ellipse(_ cx: Int, _ cy: Int, _ rx: Int, _ ry: Int, _ fill: String) -> String {
        "<ellipse cx=\"\(cx)\" cy=\"\(cy)\" rx=\"\(rx)\" ry=\"\(ry)\" fill=\"\(fill)\"/>"
    }

    private static func head(x: Int, y: Int, fur: String, eye: String) -> String {
        let ears = "<polygon points=\"\(x - 58),\(y - 20) \(x - 45),\(y - 85) \(x - 10),\(y - 50)\" fill=\"\(fur)\"/>"
            + "<polygon points=\"\(x + 58),\(y - 20) \(x + 45),\(y - 85) \(x + 10),\(y - 50)\" fill=\"\(fur)\"/>"
        let face = "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"62\" fill=\"\(fur)\"/>"
        let eyes = [x - 22, x + 22].map { ex in
            "<ellipse cx=\"\(ex)\" cy=\"\(y - 8)\" rx=\"11\" ry=\"14\" fill=\"\(eye)\"/>"
                + "<ellipse cx=\"\(ex)\" cy=\"\(y - 8)\" rx=\"4\" ry=\"11\" fill=\"#111\"/>"
        }.joined()
        let nose = "<polygon points=\"\(x - 7),\(y + 12) \(x + 7),\(y + 12) \(x),\(y + 20)\" fill=\"#e5989b\"/>"
        let whiskers = [-1, 1].map { side in
            [6, 16].map { dy in
                "<line x1=\"\(x + side * 14)\" y1=\"\(y + dy + 8)\" x2=\"\(x + side * 70)\" y2=\"\(y + dy + 2 * (dy - 10))\" "
                    + "stroke=\"#333\" stroke-width=\"2\"/>"
            }.joined()
        }.joined()
        return ears + face + eyes + nose + whiskers
    }
}
