// Auto Layout figures: solving and laying out 1,000 constrained views — a vertical stack
// of 500 labels in a scroll view, and a 30×30 grid of equal-width cells — first layout
// (constraints made, solved, frames set) and a constant change (solved incrementally).
// Beside each: the same layout done by hand with frames (what the constraints replace),
// measured in the same run. The solver alone beside kiwisolver is the solver section.
import Foundation
@_spi(StrataPlatform) import ClientKit

/// A scroll view holding a vertical stack of 500 labels, pinned to the content guide.
@MainActor
struct LabelStackScene {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let stack = UIStackView()
    let leading: NSLayoutConstraint

    init() {
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<500 {
            let label = UILabel()
            label.text = "Row \(index): a label laid out by constraints"
            stack.addArrangedSubview(label)
        }
        scrollView.addSubview(stack)
        leading = stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            leading,
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }
}

/// A 30×30 grid of cells, each as wide as its row's first and as tall as the first
/// row's first, 2 points apart, filling a 900×900 container.
@MainActor
struct GridScene {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 900))
    var cells: [[UIView]] = []
    var inset: NSLayoutConstraint!

    init() {
        var constraints: [NSLayoutConstraint] = []
        for row in 0..<30 {
            var line: [UIView] = []
            for column in 0..<30 {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(cell)
                if column == 0 {
                    let edge = cell.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2)
                    if row == 0 { inset = edge }
                    constraints.append(edge)
                } else {
                    constraints.append(cell.leadingAnchor.constraint(equalTo: line[column - 1].trailingAnchor, constant: 2))
                    constraints.append(cell.widthAnchor.constraint(equalTo: line[0].widthAnchor))
                }
                if row == 0 {
                    constraints.append(cell.topAnchor.constraint(equalTo: container.topAnchor, constant: 2))
                } else {
                    constraints.append(cell.topAnchor.constraint(equalTo: cells[row - 1][column].bottomAnchor, constant: 2))
                }
                constraints.append(cell.heightAnchor.constraint(equalTo: (cells.first?[0] ?? line.first ?? cell).heightAnchor))
                line.append(cell)
            }
            constraints.append(line[29].trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -2))
            cells.append(line)
        }
        constraints.append(cells[29][0].bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -2))
        NSLayoutConstraint.activate(constraints.filter { $0.firstItem !== $0.secondItem })
    }

    /// The same grid placed with frames, as code without Auto Layout would.
    func layOutByHand(inset: CGFloat) {
        let width = (900 - inset - 2 - 29 * 2) / 30, height = (900 - 2 * 31) / 30.0
        for (row, line) in cells.enumerated() {
            for (column, cell) in line.enumerated() {
                cell.frame = CGRect(x: inset + CGFloat(column) * (width + 2), y: 2 + CGFloat(row) * (height + 2),
                                    width: width, height: height)
            }
        }
    }
}

@MainActor
func autoLayoutBench() {
    print("")
    print("Auto Layout (1,000 constrained views; beside: the same frames set by hand)")

    var labels: LabelStackScene?
    let labelsFirst = median(samples: 5, setup: { labels = nil }) {
        labels = LabelStackScene()
        labels!.scrollView.layoutIfNeeded()
    }
    let scene = labels!
    var toggle = false
    let labelsChange = median(samples: 21) {
        toggle.toggle()
        scene.leading.constant = toggle ? 20 : 16
        scene.scrollView.layoutIfNeeded()
    }
    let handLabels = median(samples: 21) {
        toggle.toggle()
        var y: CGFloat = 0
        for view in scene.stack.arrangedSubviews {
            let height = view.sizeThatFits(CGSize(width: 368, height: 0)).height
            view.frame = CGRect(x: toggle ? 20 : 16, y: y, width: 368, height: height)
            y += height + 4
        }
    }
    report("500 labels in a stack: first layout", labelsFirst, "by hand: frames", handLabels)
    report("500 labels in a stack: constant change", labelsChange, "by hand: frames", handLabels)

    var grid: GridScene?
    let gridFirst = median(samples: 5, setup: { grid = nil }) {
        grid = GridScene()
        grid!.container.layoutIfNeeded()
    }
    let gridScene = grid!
    let gridChange = median(samples: 21) {
        toggle.toggle()
        gridScene.inset.constant = toggle ? 10 : 2
        gridScene.container.layoutIfNeeded()
    }
    let handGrid = median(samples: 21) {
        toggle.toggle()
        gridScene.layOutByHand(inset: toggle ? 10 : 2)
    }
    report("30×30 grid: first layout", gridFirst, "by hand: frames", handGrid)
    report("30×30 grid: constant change", gridChange, "by hand: frames", handGrid)
    let cell = gridScene.cells[0][0].frame
    print(String(format: "  (grid cell 0,0 after the last change: x %.0f, width %.0f)", cell.minX, cell.width))
}
